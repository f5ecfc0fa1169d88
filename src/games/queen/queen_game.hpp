// The queen on a grid (Wythoff's game) as the rest of the program sees it: its traits, from which
// TypedGame<QueenGame> (games/typed_game.hpp) makes its Game and TypedSession<QueenGame> its
// sessions. Each member says where its work is done; the members without a definition in
// queen_game.cpp are defined in the file named beside them.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/workload.hpp"
#include "games/queen/queen_explanation.hpp"
#include "games/queen/queen_setup.hpp"
#include "games/queen/queen_solver.hpp"
#include "games/typed_game.hpp"

namespace marienbad {

struct QueenGame {
    using Setup = QueenSetup;
    using Rules = QueenRules;
    using Solver = QueenSolver;
    using Explanation = QueenExplanation;
    // A queen reaches up to 87 cells of a 30 × 30 board: the destination is typed, not chosen
    // from a numbered list.
    static constexpr TurnQuestions turn_questions = TurnQuestions::destination_cell;

    // The session (queen_board_model.cpp: the board; queen_explanation.cpp: the pairs, the
    // values, the search).
    static QueenRules make_rules(const QueenSetup& setup) {
        return QueenRules(setup.board, setup.convention);
    }
    static QueenSolver make_solver(const QueenRules& rules) { return QueenSolver(rules); }
    static QueenPosition start(const QueenSetup& setup) { return QueenPosition{setup.queens}; }
    static BoardModel board(const QueenRules& rules, const QueenPosition& position);
    static QueenExplanation explain(const QueenRules& rules, QueenSolver& solver,
                                    const QueenPosition& position,
                                    const std::optional<QueenMove>& chosen);

    static const GameDescription& description();  // queen_description.cpp
    // Its id (docs/guide.md, "Game ids"; queen_id.cpp): the setup in one line, and back from what
    // follows "queen:"; the setup whose start is a position reached from `setup`'s.
    static std::string id(const QueenSetup& setup);
    static QueenSetup setup_from_id(std::string_view text);
    static QueenSetup setup_at(const QueenSetup& setup, const QueenPosition& position);

    // The sentences (queen_wording.cpp, queen_explanation_text.cpp, queen_hint_steps.cpp).
    static std::string rules_sentence(const QueenSetup& setup, const Wording& wording);
    static std::string rules_summary(const QueenSetup& setup);
    static std::string describe_move(const QueenSetup& setup, const QueenMove& move,
                                     const Wording& wording);
    static std::string announce_move(const QueenSetup& setup, Participant mover,
                                     const QueenMove& move, const Wording& wording);
    static std::optional<std::string> move_consequence(const QueenSetup& setup,
                                                       const BoardModel& before,
                                                       const QueenMove& move,
                                                       const BoardModel& after,
                                                       const Wording& wording);
    static std::optional<std::string> game_over_sentence(const QueenSetup& setup,
                                                         Participant last_mover);
    static std::string refused_pointing(const QueenSetup& setup, const BoardModel& board, Cell cell,
                                        int count, const Wording& wording);
    static std::string refused_count(const QueenSetup& setup, const BoardModel& board, Cell cell,
                                     int count, const Wording& wording);
    static std::string destination_question(const QueenSetup& setup);
    static std::string choice_question(const QueenSetup& setup, const std::vector<int>& pawns);
    static std::string how_to_play(const QueenSetup& setup);
    // queen_board_names.cpp: the board named for a screen reader.
    static BoardNames board_names(const QueenSetup& setup, const BoardModel& board,
                                  const Wording& wording);
    static std::string render_explanation(const QueenExplanation& explanation,
                                          const Wording& wording);
    static std::optional<std::string> winning_answer(const QueenExplanation& explanation,
                                                     const Wording& wording);
    static HintSteps hint_steps(const QueenExplanation& explanation, const Wording& wording);

    // Teaching (queen_lesson.cpp, queen_puzzles.cpp, queen_losing_move.cpp).
    static std::string lesson_title();
    static std::vector<Exercise> lesson(const Wording& wording);
    static std::optional<QueenSetup> puzzle_candidate(int difficulty, Random& random);
    static std::string difficulty_description(int difficulty);
    static PuzzleLevel puzzle_level(int difficulty);
    static int puzzle_step(const QueenSetup& setup);
    static std::string position_key(const QueenSetup& setup);
    static std::optional<QueenSetup> normal_play(const QueenSetup& setup);
    static std::string solution(const QueenExplanation& explanation, const Wording& wording);
    static std::optional<std::string> why_move_loses(const QueenSetup& setup, const QueenMove& move,
                                                     const QueenPosition& after,
                                                     const Wording& wording);

    // What the command line has of it beyond play (reports/game_tools.hpp): `solve queen` and its
    // arguments for a setup (queen_description.cpp), the workloads of `bench`
    // (queen_workloads.cpp).
    static ReportCommand solve_command();
    static std::vector<std::string> solve_arguments(const QueenSetup& setup);
    static std::vector<Workload> workloads();
    static std::vector<QueenSetup> small_setups();
};

extern template class TypedSession<QueenGame>;
extern template class TypedGame<QueenGame>;

}  // namespace marienbad
