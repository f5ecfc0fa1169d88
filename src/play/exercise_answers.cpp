// An exercise's questions, answered.
#include "play/exercise_answers.hpp"

#include "i18n/i18n.hpp"

namespace marienbad {

ExerciseAnswers::ExerciseAnswers(std::vector<ExerciseQuestion> questions)
    : questions_(std::move(questions)) {}

std::optional<AnswerOutcome> ExerciseAnswers::type_digit(int digit) {
    if (!asking() || digit < 0 || digit > 9) {
        return std::nullopt;
    }
    const ExerciseQuestion& question = current();
    if (question.max < 10 && question.min >= 0) {
        typed_.clear();
        return answer(digit);
    }
    std::string longer = typed_ + static_cast<char>('0' + digit);
    if (longer.size() > 6 || std::stoi(longer) > question.max) {
        longer = std::string(1, static_cast<char>('0' + digit));
    }
    typed_ = longer;
    return std::nullopt;
}

AnswerOutcome ExerciseAnswers::give_typed() {
    if (!asking()) {
        return {};
    }
    if (typed_.empty()) {
        return {
            false, trf("Type your answer ({0}), then Enter.", answer_range_text(current())), {}};
    }
    const int value = std::stoi(typed_);
    typed_.clear();
    return answer(value);
}

AnswerOutcome ExerciseAnswers::answer(int value) {
    if (!asking()) {
        return {};
    }
    const ExerciseQuestion& question = current();
    typed_.clear();
    if (value < question.min || value > question.max) {
        return {false, trf("Please answer {0}.", answer_range_text(question)), {}};
    }
    if (value != question.answer) {
        ++wrong_;
        return {false, trf("Not {0}: {1}", value, question.why), {}};
    }
    AnswerOutcome outcome{true, {}, {}};
    outcome.lines.push_back(question.after.empty() ? trf("{0}: right.", value) : question.after);
    ++index_;
    return outcome;
}

std::string ExerciseAnswers::prompt_line() const {
    if (!asking()) {
        return {};
    }
    std::string line =
        trf("Question {0} of {1}: {2}", index_ + 1, questions_.size(), current().prompt);
    if (!typed_.empty()) {
        line += ' ' + typed_ + '_';
    }
    return line;
}

std::string answer_wanted_message(const ExerciseQuestion& question) {
    return trf("Type the answer to the question ({0}); the board shows what it asks about.",
               answer_range_text(question));
}

}  // namespace marienbad
