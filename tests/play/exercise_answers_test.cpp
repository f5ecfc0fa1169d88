// An exercise's questions as the controller asks them: a single-digit answer taken at once, a
// longer one typed then given with Enter, a number out of range refused without counting, a wrong
// answer refused with why and counted, a right one going on to the next question.
#include <gtest/gtest.h>

#include "play/exercise_answers.hpp"

namespace marienbad::testing {
namespace {

ExerciseQuestion question(int answer, int min, int max) {
    ExerciseQuestion asked;
    asked.prompt = "How much?";
    asked.answer = answer;
    asked.min = min;
    asked.max = max;
    asked.why = "because.";
    return asked;
}

TEST(ExerciseAnswers, ADigitAnswersAtOnceWhenTheAnswersAreSingleDigits) {
    ExerciseAnswers answers({question(1, 0, 1), question(0, 0, 1)});
    EXPECT_EQ(answers.prompt_line(), "Question 1 of 2: How much?");
    const auto wrong = answers.type_digit(0);
    ASSERT_TRUE(wrong);
    EXPECT_FALSE(wrong->right);
    EXPECT_EQ(wrong->refusal, "Not 0: because.");
    EXPECT_EQ(answers.wrong_answers(), 1);
    const auto right = answers.type_digit(1);
    ASSERT_TRUE(right);
    EXPECT_TRUE(right->right);
    EXPECT_EQ(answers.index(), 1);
    EXPECT_TRUE(answers.type_digit(0)->right);
    EXPECT_FALSE(answers.asking());
}

TEST(ExerciseAnswers, ALongerNumberIsTypedThenGivenWithEnter) {
    ExerciseAnswers answers({question(13, 0, 128)});
    EXPECT_FALSE(answers.type_digit(1));
    EXPECT_FALSE(answers.type_digit(3));
    EXPECT_EQ(answers.prompt_line(), "Question 1 of 1: How much? 13_");
    EXPECT_TRUE(answers.give_typed().right);
    EXPECT_FALSE(answers.asking());
}

TEST(ExerciseAnswers, NothingTypedOrOutOfRangeIsRefusedWithoutCounting) {
    ExerciseAnswers answers({question(2, 1, 3)});
    EXPECT_EQ(answers.give_typed().refusal, "Type your answer (1 to 3), then Enter.");
    EXPECT_EQ(answers.answer(9).refusal, "Please answer 1 to 3.");
    EXPECT_EQ(answers.wrong_answers(), 0);
    EXPECT_TRUE(answers.asking());
}

}  // namespace
}  // namespace marienbad::testing
