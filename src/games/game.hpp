// Game: one game as all the generic code sees it (the flow, the form, the menus, `learn`,
// `puzzle`, `rate`, records, the front ends; `solve` and `bench` see its tools too:
// reports/game_tools.hpp). A game implements it once, through the
// template adapter TypedGame over its traits (games/typed_game.hpp); the list of games, generated
// from the build's marienbad_game lines, holds one of each (catalogue/catalogue.hpp). Its members,
// by what they serve:
//  - what it is: its description (command name, title, parameters, set-up, records), its game id;
//  - play: a session from a setup (session/game_session.hpp);
//  - every sentence about it: its rules, a move named and announced, what a move did beyond
//    itself, how the game ended, why pointing somewhere makes no move, line mode's questions, how
//    to play it in a window, its explanation whole and as the hint's steps, the board's cells,
//    columns, pawns and position named for a screen reader;
//  - teaching: its lesson, its puzzles at a difficulty, why a move loses.
// A setup, a move or an explanation given to a game is one of its own (std::bad_variant_access or
// std::bad_any_cast otherwise: a fault of the caller, which finds the game by game_of).
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/cell.hpp"
#include "core/random.hpp"
#include "exercises/exercise.hpp"
#include "exercises/move_counts.hpp"
#include "exercises/puzzle_level.hpp"
#include "games/game_description.hpp"
#include "match/seat.hpp"
#include "session/board_model.hpp"
#include "session/explanations.hpp"
#include "session/game_session.hpp"
#include "text/board_names.hpp"
#include "text/hint_steps.hpp"
#include "text/participants.hpp"
#include "text/wording.hpp"

namespace marienbad {

class Game {
  public:
    virtual ~Game() = default;

    // What it is.
    virtual const GameDescription& description() const = 0;
    std::string name() const { return description().name(); }
    // Its game id (docs/guide.md, "Game ids"): a setup in one line with no space, which opens the
    // same position in every front end ("nim:1,2,3,5,7:misere"); and the setup of an id from what
    // follows its name and ':' (UsageError saying what is wrong, a game over before it starts
    // included). catalogue/game_id.hpp reads and writes whole ids.
    virtual std::string id(const AnySetup& setup) const = 0;
    virtual AnySetup setup_from_id(std::string_view fields) const = 0;
    // How line mode asks a person's move (SetupDialogue's turn layout is the description's).
    virtual TurnQuestions turn_questions() const = 0;

    // Play: a session of `setup` (`first` moves first; the session keeps `random` for the
    // computer's moves).
    virtual std::unique_ptr<GameSession> make_session(const AnySetup& setup,
                                                      std::array<SeatPlan, 2> seats, Seat first,
                                                      Random random) const = 0;
    // The board of the setup's first position (how a front end will draw it, before the game).
    virtual BoardModel start_board(const AnySetup& setup) const = 0;

    // Its sentences.
    virtual std::string rules_sentence(const AnySetup& setup, const Wording& wording) const = 0;
    // The game and its rules in a few words, for a title bar: "Nim, misère play", "Grid 5 × 7, 3
    // banned cells", "Row of 21, take 1 to 3, misère play".
    virtual std::string rules_summary(const AnySetup& setup) const = 0;
    // "take 3 pieces from column 1", "(2,3)" or "pawn 2 to (2,3)", "take 2 matches from place 4".
    virtual std::string describe_move(const AnySetup& setup, const AnyMove& move,
                                      const Wording& wording) const = 0;
    // "You take 3 pieces from column 1.", "The computer moves the pawn to (2,3)."
    virtual std::string announce_move(const AnySetup& setup, Participant mover, const AnyMove& move,
                                      const Wording& wording) const = 0;
    // What the move did beyond itself, seen on the boards before and after it (Nim's emptied
    // column removed); empty when nothing.
    virtual std::optional<std::string> move_consequence(const AnySetup& setup,
                                                        const BoardModel& before,
                                                        const AnyMove& move,
                                                        const BoardModel& after,
                                                        const Wording& wording) const = 0;
    // Said before the winner is named: who took the last piece or match, or that the pawns are in
    // the sink; empty when the winner says it all.
    virtual std::optional<std::string> game_over_sentence(const AnySetup& setup,
                                                          Participant last_mover) const = 0;
    // Why pointing at `cell` for the count-th move there makes no move: "There is no match at
    // place 7.", "No pawn can go to (2,3).", "Column 1 has only 3 pieces."
    virtual std::string refused_pointing(const AnySetup& setup, const BoardModel& board, Cell cell,
                                         int count, const Wording& wording) const = 0;
    // Why a count typed at `cell` makes no move: as refused_pointing, but where a count names a
    // pawn (CountMeaning::pawn_number) it says so: "Pawn 3 cannot move.", "There are only 2
    // pawns."
    virtual std::string refused_count(const AnySetup& setup, const BoardModel& board, Cell cell,
                                      int count, const Wording& wording) const = 0;
    // Line mode's questions when the moves are asked as a column then how many
    // (TurnQuestions::column_then_count): "Column (0-6): ", "Pieces to take from column 1
    // (1-10): "; and the moves offered, numbered from 1, when they are numbered.
    virtual std::string column_question(const AnySetup& setup, int last_column) const = 0;
    virtual std::string count_question(const AnySetup& setup, const std::string& column,
                                       int most) const = 0;
    virtual std::string numbered_moves_text(const AnySetup& setup,
                                            const std::vector<AnyMove>& moves) const = 0;
    // When the destination is typed (TurnQuestions::destination_cell): "Move the pawn to
    // (row,column): ", then, when several pawns can go there, "Which pawn goes there, 1 or 3? ".
    virtual std::string destination_question(const AnySetup& setup) const = 0;
    virtual std::string choice_question(const AnySetup& setup,
                                        const std::vector<int>& pawns) const = 0;
    // How to play it in the window, for its Help: how the board is drawn and what the mouse and
    // the keys do on it.
    virtual std::string how_to_play(const AnySetup& setup) const = 0;
    // The board named for a screen reader (text/board_names.hpp): each cell, column and pawn, and
    // the position in words; `board` is a board of `setup`'s game.
    virtual BoardNames board_names(const AnySetup& setup, const BoardModel& board,
                                   const Wording& wording) const = 0;
    // Its explanation whole, as --explain and `solve` show it; the move it arrives at, in words
    // (none when no move wins); the hint's steps (text/hint_steps.hpp).
    virtual std::string render_explanation(const AnyExplanation& explanation,
                                           const Wording& wording) const = 0;
    virtual std::optional<std::string> winning_answer(const AnyExplanation& explanation,
                                                      const Wording& wording) const = 0;
    virtual HintSteps hint_steps(const AnyExplanation& explanation,
                                 const Wording& wording) const = 0;

    // Teaching.
    virtual std::string lesson_title() const = 0;  // "Lesson: Nim"
    // Its lesson's exercises, each find-the-move exercise with the solver's counts.
    virtual std::vector<Exercise> lesson(const Wording& wording) const = 0;
    // A puzzle's candidate at `difficulty` (1 to 5), drawn from `random`: its setup when it meets
    // what the difficulty asks of its size and rules, none otherwise; the generator then checks
    // its level (puzzle_level) with the solver.
    virtual std::optional<AnySetup> puzzle_candidate(int difficulty, Random& random) const = 0;
    // What a difficulty asks of the game's positions beyond the level's claims, in a few words
    // ("misère play, a row of 21 places with three to six runs").
    virtual std::string difficulty_description(int difficulty) const = 0;
    // The level of a difficulty: the band of its measure and the claims its text makes
    // (exercises/puzzle_level.hpp), strictly harder from 1 to 5.
    virtual PuzzleLevel puzzle_level(int difficulty) const = 0;
    // What makes two starts the same position to a student, as a key: Nim's piles in any order,
    // the row's runs wherever they stand (a series of puzzles poses a position once).
    virtual std::string position_key(const AnySetup& setup) const = 0;
    // The step of the game's lesson whose method a student needs at the start of `setup`: the
    // earliest whose method finds a winning move there (from 1; the puzzles' measure).
    virtual int puzzle_step(const AnySetup& setup) const = 0;
    // The winning moves at the start of `setup` were it played in normal play (whoever makes the
    // last move wins); none when the game has no other convention.
    virtual std::optional<std::vector<AnyMove>> normal_play_winning_moves(
        const AnySetup& setup) const = 0;
    // The solution at the start of `setup` with its reasoning, in the lessons' terms: the method's
    // computation on the position, then the winning move and why it wins (or that none does) —
    // a puzzle's after two wrong tries, a printed sheet's answers.
    virtual std::string solution(const AnySetup& setup, const Wording& wording) const = 0;
    // The moves at the start of `setup`, and how many win; the winning ones.
    virtual MoveCounts count_moves(const AnySetup& setup) const = 0;
    virtual std::vector<AnyMove> winning_moves(const AnySetup& setup) const = 0;
    // Why `move`, legal at the start of `setup`, loses there, in a few lines a student can follow;
    // none when it wins, or when the start is lost already (every move loses).
    virtual std::optional<std::string> why_move_loses(const AnySetup& setup, const AnyMove& move,
                                                      const Wording& wording) const = 0;
};

}  // namespace marienbad
