// Questions answered by a number: the choices' question and the range said.
#include "exercises/exercise_question.hpp"

#include "i18n/i18n.hpp"

namespace marienbad {

ExerciseQuestion choice_question(std::string prompt, const std::vector<std::string>& choices,
                                 int right_choice, std::string hint, std::string why) {
    ExerciseQuestion question;
    question.prompt = std::move(prompt);
    for (std::size_t i = 0; i < choices.size(); ++i) {
        question.prompt += trf(" {0}: {1}", i + 1, choices[i]);
        question.prompt += i + 1 < choices.size() ? "," : ".";
    }
    question.answer = right_choice;
    question.min = 1;
    question.max = static_cast<int>(choices.size());
    question.hint = std::move(hint);
    question.why = std::move(why);
    return question;
}

std::string answer_range_text(const ExerciseQuestion& question) {
    if (question.max == question.min + 1) {
        return trf("{0} or {1}", question.min, question.max);
    }
    return trf("{0} to {1}", question.min, question.max);
}

}  // namespace marienbad
