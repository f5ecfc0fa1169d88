// The sheet a teacher prints, for every game: its title, every exercise with its explanations, its
// board and its questions, then the answers — every question's with why, each position's solution;
// plain text within a printed page's width, or Markdown with the drawn parts in code blocks.
#include <gtest/gtest.h>

#include "catalogue/catalogue.hpp"
#include "support/text_search.hpp"
#include "text/utf8_text.hpp"
#include "tutor/lesson.hpp"
#include "tutor/lesson_sheet.hpp"

namespace marienbad::testing {
namespace {

// The sheet's text with its lines joined, as a reader reads across a line's end: each line break
// and the indentation after it become one space.
std::string joined_lines(const std::string& text) {
    std::string joined;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '\n') {
            joined += text[i];
            continue;
        }
        joined += ' ';
        while (i + 1 < text.size() && text[i + 1] == ' ') {
            ++i;
        }
    }
    return joined;
}

TEST(LessonSheet, EveryExerciseThenEveryAnswerWithWhy) {
    for (const Game* game : games()) {
        const Course course = lesson_course(game->name());
        const std::string sheet = lesson_sheet(game->name(), SheetFormat::text);
        EXPECT_TRUE(sheet.starts_with(course.title + " — the sheet\n")) << sheet;
        const std::size_t answers = sheet.find("\nAnswers\n=======\n");
        ASSERT_NE(answers, std::string::npos) << game->name();
        const std::string answers_read = joined_lines(sheet.substr(answers));
        int number = 0;
        for (const Exercise& exercise : course.exercises) {
            ++number;
            const std::string heading = std::to_string(number) + ". " + exercise.heading + "\n";
            // Once among the exercises, once among the answers.
            EXPECT_LT(sheet.find(heading), answers) << heading;
            EXPECT_NE(sheet.find(heading, answers), std::string::npos) << heading;
            for (const ExerciseQuestion& question : exercise.questions) {
                EXPECT_TRUE(contains(answers_read, question.why)) << question.why;
            }
        }
        EXPECT_NE(sheet.find("The winning move: ", answers), std::string::npos) << game->name();
        std::size_t start = 0;
        while (start < sheet.size()) {
            const std::size_t end = sheet.find('\n', start);
            const std::string line = sheet.substr(start, end - start);
            EXPECT_LE(utf8_characters(line).size(), 80U) << game->name() << ": " << line;
            start = end + 1;
        }
    }
}

TEST(LessonSheet, MarkdownHasHeadingsAndCodeBlocks) {
    const std::string sheet = lesson_sheet("nim", SheetFormat::markdown);
    EXPECT_TRUE(sheet.starts_with("# Lesson: Nim — the sheet\n\n")) << sheet;
    EXPECT_TRUE(contains(sheet, "\n## 2. The binary matrix\n")) << sheet;
    EXPECT_TRUE(contains(sheet, "\n# Answers\n")) << sheet;
    EXPECT_TRUE(contains(sheet, "```\n          128  64  32  16   8   4   2   1\n")) << sheet;
    EXPECT_EQ(count_occurrences(sheet, "```") % 2, 0);
}

}  // namespace
}  // namespace marienbad::testing
