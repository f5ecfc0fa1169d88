// A student's progress as data: each lesson exercise and puzzle ended kept, the lesson resumed
// after the last one done and from its start once finished; the document written and read back; a
// document that is not one, or is damaged, refused with what is wrong; the table and the sentence
// a student reads.
#include <gtest/gtest.h>

#include "support/text_search.hpp"
#include "tutor/progress.hpp"

namespace marienbad::testing {
namespace {

TEST(Progress, ALessonResumesAfterTheLastExerciseDoneAndFromItsStartOnceFinished) {
    Progress progress;
    progress.lesson_exercise_done("row", 0, 9);
    progress.lesson_exercise_done("row", 1, 9);
    EXPECT_EQ(progress.of("row").lesson, (LessonProgress{2, 9, 0}));
    // An exercise done again, earlier, does not move the lesson back.
    progress.lesson_exercise_done("row", 0, 9);
    EXPECT_EQ(progress.of("row").lesson.next_exercise, 2);
    // The last game won: finished once, from the start next time.
    progress.lesson_exercise_done("row", 8, 9);
    EXPECT_EQ(progress.of("row").lesson, (LessonProgress{0, 9, 1}));
    EXPECT_EQ(progress.of("nim"), GameProgress{});
}

TEST(Progress, PuzzlesAreCountedByGameAndDifficulty) {
    Progress progress;
    progress.puzzle_done("nim", 3, true);
    progress.puzzle_done("nim", 3, false);
    progress.puzzle_done("nim", 5, true);
    progress.puzzle_done("nim", 6, true);  // no such difficulty: not kept
    const GameProgress nim = progress.of("nim");
    EXPECT_EQ(nim.puzzles[2], (PuzzleScore{2, 1}));
    EXPECT_EQ(nim.puzzles[4], (PuzzleScore{1, 1}));
    EXPECT_EQ(nim.puzzles[0], PuzzleScore{});
}

TEST(Progress, TheDocumentIsReadBackAsItWasWritten) {
    Progress progress;
    progress.lesson_exercise_done("grid", 3, 7);
    progress.puzzle_done("queen", 2, true);
    const std::string document = progress.to_json();
    EXPECT_TRUE(contains(document, "\"format\": \"marienbad-progress\"")) << document;
    EXPECT_EQ(Progress::from_json(document), progress);
}

TEST(Progress, WhatIsNotAProgressDocumentIsRefusedWithWhy) {
    const auto refused = [](const std::string& text) {
        try {
            Progress::from_json(text);
        } catch (const ProgressError& error) {
            return std::string(error.what());
        }
        return std::string("read");
    };
    EXPECT_EQ(refused("my notes"), "not a Marienbad progress file");
    EXPECT_EQ(refused("{\"format\": \"marienbad-record\", \"version\": 1}"),
              "not a Marienbad progress file");
    EXPECT_EQ(refused("{\"format\": \"marienbad-progress\", \"version\": 2}"),
              "damaged: a version this program does not read");
    EXPECT_EQ(refused("{\"format\": \"marienbad-progress\", \"version\": 1, \"games\": {\"nim\": "
                      "{\"lesson\": {\"next_exercise\": -1}}}}"),
              "damaged: \"next_exercise\" is not a count");
    EXPECT_EQ(refused("{\"format\": \"marienbad-progress\", \"version\": 1, \"games\": {\"nim\": "
                      "{\"puzzles\": {\"9\": {\"posed\": 1}}}}}"),
              "damaged: no puzzle difficulty \"9\"");
    EXPECT_EQ(refused(std::string(k_progress_max_bytes + 1, ' ')),
              "larger than any progress (65536 bytes at most)");
    EXPECT_EQ(refused(std::string(100, '[')), "damaged: nested too deep");
}

TEST(Progress, TheTableAndTheSentenceAStudentReads) {
    Progress progress;
    progress.lesson_exercise_done("row", 2, 9);
    progress.puzzle_done("row", 1, true);
    progress.puzzle_done("row", 1, false);
    const std::string table = progress_table(progress);
    EXPECT_TRUE(contains(table, "the matchstick row   exercise 4 of 9  1/2")) << table;
    EXPECT_TRUE(contains(table, "Nim                  not started      -")) << table;
    EXPECT_EQ(progress_sentence(progress, "row"),
              "Your progress on the matchstick row: lesson, exercise 4 of 9; puzzles found at the "
              "first try: 1 of 2 at difficulty 1.");
    EXPECT_EQ(progress_sentence(progress, "grid"), "");
}

TEST(Progress, AKeeperSavesEachChange) {
    std::vector<std::string> saved;
    ProgressKeeper keeper({}, [&saved](const Progress& changed) {
        saved.push_back(changed.to_json());
        return std::string();
    });
    EXPECT_EQ(keeper.change([](Progress& progress) { progress.puzzle_done("nim", 1, true); }), "");
    ASSERT_EQ(saved.size(), 1U);
    EXPECT_EQ(Progress::from_json(saved.front()), keeper.progress());
}

}  // namespace
}  // namespace marienbad::testing
