// The questions of an exercise as the play controller asks them (exercises/exercise_question.hpp):
// the one asked now, the digits typed for it, and what an answer does — a right one goes on to the
// next question, a wrong one is refused with why and counted. A question whose answers are single
// digits (0 or 1, 1 to 3) takes the digit at once; a longer answer is typed digit by digit and
// given with Enter. Kept apart from the controller, which only hands it the keys while it asks.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "exercises/exercise_question.hpp"

namespace marienbad {

// What an answer did, and the lines to log: a refusal (why), or the lines after a right answer.
struct AnswerOutcome {
    bool right = false;
    std::string refusal;             // a wrong answer or a number out of range: why
    std::vector<std::string> lines;  // a right answer: what follows it (may be empty)
};

class ExerciseAnswers {
  public:
    ExerciseAnswers() = default;
    explicit ExerciseAnswers(std::vector<ExerciseQuestion> questions);

    // A question waits for its answer.
    bool asking() const { return index_ < questions_.size(); }
    const ExerciseQuestion& current() const { return questions_.at(index_); }
    int index() const { return static_cast<int>(index_); }
    int count() const { return static_cast<int>(questions_.size()); }
    // The digits typed for the question now.
    const std::string& typed() const { return typed_; }
    int wrong_answers() const { return wrong_; }

    // A digit typed: an answer given when the question's answers are single digits; else the
    // digit joins the number typed (a number past the question's largest starts again with it).
    std::optional<AnswerOutcome> type_digit(int digit);
    // Enter: the number typed given as the answer; a refusal when nothing was typed.
    AnswerOutcome give_typed();
    // `value` given as the answer to the question now.
    AnswerOutcome answer(int value);

    // The question now in words, with what was typed: "Question 3 of 30: (3,4): 0 or 1? 1_"
    std::string prompt_line() const;

  private:
    std::vector<ExerciseQuestion> questions_;
    std::size_t index_ = 0;
    std::string typed_;
    int wrong_ = 0;
};

// Why pointing at the board answers nothing while `question` waits.
std::string answer_wanted_message(const ExerciseQuestion& question);

}  // namespace marienbad
