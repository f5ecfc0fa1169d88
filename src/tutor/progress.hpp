// A student's progress through the lessons and puzzles, kept between sessions (records/
// progress_file.hpp writes it in the data directory, the web page in the browser's storage): for
// each game, the exercise of its lesson to resume at and how many times it was finished, and the
// puzzles posed and found at the first try without a hint, by difficulty. As a small JSON document:
//
//   {"format": "marienbad-progress", "version": 1,
//    "games": {"nim": {"lesson": {"next_exercise": 3, "exercises": 6, "finished": 1},
//                      "puzzles": {"1": {"posed": 5, "first_try": 4}, "3": {...}}}}}
//
// A document that is not one, or is damaged, is refused with what is wrong (ProgressError); games
// the program does not know are kept as they are, and left out of the table.
#pragma once

#include <array>
#include <functional>
#include <map>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>

#include "exercises/exercise.hpp"

namespace marienbad {

struct LessonProgress {
    int next_exercise = 0;  // where the lesson resumes, from 0 (0: its start)
    int exercises = 0;      // how many exercises it had when last played
    int finished = 0;       // times its last game was won
    bool operator==(const LessonProgress&) const = default;
};

struct PuzzleScore {
    int posed = 0;      // puzzles ended (found)
    int first_try = 0;  // of them, found at the first try without a hint
    bool operator==(const PuzzleScore&) const = default;
};

struct GameProgress {
    LessonProgress lesson;
    std::array<PuzzleScore, k_max_puzzle_difficulty> puzzles;  // difficulty d at d - 1
    bool operator==(const GameProgress&) const = default;
};

// The largest progress document read: far more than every game's lesson and puzzles write.
inline constexpr std::size_t k_progress_max_bytes = 64 * 1024;

// A progress document that cannot be read; what() says why in one line.
class ProgressError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

class Progress {
  public:
    const std::map<std::string, GameProgress>& games() const { return games_; }
    // The progress of `game` (a game's command), empty when none was kept.
    GameProgress of(const std::string& game) const;

    // A lesson's exercise `index` (from 0) of `count` ended with success: the lesson resumes after
    // it. Its last game won: the lesson was finished once more, and starts again from the start.
    void lesson_exercise_done(const std::string& game, int index, int count);
    // A puzzle of `difficulty` ended, found at the first try without a hint or not.
    void puzzle_done(const std::string& game, int difficulty, bool first_try);

    // The document, and back (ProgressError for one that is not a progress document).
    std::string to_json() const;
    static Progress from_json(std::string_view text);

    bool operator==(const Progress&) const = default;

  private:
    std::map<std::string, GameProgress> games_;
};

// The table `marienbad progress` prints, in the player's language: for each game of the
// catalogue, its lesson (not started, at exercise n of m, done k times) and its puzzles found at
// the first try over those posed, by difficulty.
std::string progress_table(const Progress& progress);

// One game's progress in a sentence, for a course's opening: "Your progress on Nim: lesson,
// exercise 4 of 6; puzzles found at the first try: 4 of 5 at difficulty 1 and 2 of 3 at difficulty
// 2." Empty when nothing was kept for it.
std::string progress_sentence(const Progress& progress, const std::string& game);

// Where the progress is kept while courses are played: the progress, and what saves it after each
// change (a file in the data directory, the page's storage), which says what went wrong when it
// could not (the course logs that as an alert; the student goes on).
class ProgressKeeper {
  public:
    ProgressKeeper(Progress progress, std::function<std::string(const Progress&)> save);

    const Progress& progress() const { return progress_; }
    // Changes the progress and saves it; what the save said.
    std::string change(const std::function<void(Progress&)>& change);
    // Why the progress is not kept, when it cannot be (the file is damaged): said once, in the
    // first course's opening; empty otherwise.
    void set_warning(std::string warning) { warning_ = std::move(warning); }
    std::string take_warning() { return std::exchange(warning_, {}); }

  private:
    Progress progress_;
    std::string warning_;
    std::function<std::string(const Progress&)> save_;
};

}  // namespace marienbad
