// The pawn on a grid (handout 001) as the rest of the program sees it: its traits, from which
// TypedGame<GridGame> (games/typed_game.hpp) makes its Game and TypedSession<GridGame> its
// sessions. Each member says where its work is done; the members without a definition in
// grid_game.cpp are defined in the file named beside them.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/workload.hpp"
#include "games/grid/grid_explanation.hpp"
#include "games/grid/grid_setup.hpp"
#include "games/grid/grid_solver.hpp"
#include "games/typed_game.hpp"

namespace marienbad {

struct GridGame {
    using Setup = GridSetup;
    using Rules = GridRules;
    using Solver = GridSolver;
    using Explanation = GridExplanation;
    // Handout 001 §5: the destinations numbered, the only one confirmed.
    static constexpr TurnQuestions turn_questions = TurnQuestions::numbered_moves;

    // The session (grid_board_model.cpp: the board; grid_explanation.cpp: the cells' values).
    static GridRules make_rules(const GridSetup& setup) { return GridRules(setup.board); }
    static GridSolver make_solver(const GridRules& rules) { return GridSolver(rules); }
    static GridPosition start(const GridSetup& setup) { return GridPosition{setup.pawns}; }
    static BoardModel board(const GridRules& rules, const GridPosition& position);
    static GridExplanation explain(const GridRules& rules, GridSolver& solver,
                                   const GridPosition& position,
                                   const std::optional<GridMove>& chosen);

    static const GameDescription& description();  // grid_description.cpp
    // Its id (docs/guide.md, "Game ids"; grid_id.cpp): the setup in one line, and back from what
    // follows "grid:"; the setup whose start is a position reached from `setup`'s.
    static std::string id(const GridSetup& setup);
    static GridSetup setup_from_id(std::string_view text);
    static GridSetup setup_at(const GridSetup& setup, const GridPosition& position);

    // The sentences (grid_wording.cpp, grid_explanation_text.cpp, grid_hint_steps.cpp).
    static std::string rules_sentence(const GridSetup& setup, const Wording& wording);
    static std::string rules_summary(const GridSetup& setup);
    static std::string describe_move(const GridSetup& setup, const GridMove& move,
                                     const Wording& wording);
    static std::string announce_move(const GridSetup& setup, Participant mover,
                                     const GridMove& move, const Wording& wording);
    static std::optional<std::string> move_consequence(const GridSetup& setup,
                                                       const BoardModel& before,
                                                       const GridMove& move,
                                                       const BoardModel& after,
                                                       const Wording& wording);
    static std::optional<std::string> game_over_sentence(const GridSetup& setup,
                                                         Participant last_mover);
    static std::string refused_pointing(const GridSetup& setup, const BoardModel& board, Cell cell,
                                        int count, const Wording& wording);
    static std::string refused_count(const GridSetup& setup, const BoardModel& board, Cell cell,
                                     int count, const Wording& wording);
    static std::string numbered_moves_text(const GridSetup& setup,
                                           const std::vector<GridMove>& moves);
    static std::string how_to_play(const GridSetup& setup);
    // grid_board_names.cpp: the board named for a screen reader.
    static BoardNames board_names(const GridSetup& setup, const BoardModel& board,
                                  const Wording& wording);
    static std::string render_explanation(const GridExplanation& explanation,
                                          const Wording& wording);
    static std::optional<std::string> winning_answer(const GridExplanation& explanation,
                                                     const Wording& wording);
    static HintSteps hint_steps(const GridExplanation& explanation, const Wording& wording);

    // Teaching (grid_lesson.cpp, grid_puzzles.cpp, grid_losing_move.cpp).
    static std::string lesson_title();
    static std::vector<Exercise> lesson(const Wording& wording);
    static std::optional<GridSetup> puzzle_candidate(int difficulty, Random& random);
    static std::string difficulty_description(int difficulty);
    static PuzzleLevel puzzle_level(int difficulty);
    static int puzzle_step(const GridSetup& setup);
    static std::string position_key(const GridSetup& setup);
    static std::optional<GridSetup> normal_play(const GridSetup& setup);
    static std::string solution(const GridExplanation& explanation, const Wording& wording);
    static std::optional<std::string> why_move_loses(const GridSetup& setup, const GridMove& move,
                                                     const GridPosition& after,
                                                     const Wording& wording);

    // What the command line has of it beyond play (reports/game_tools.hpp): `solve grid` and its
    // arguments for a setup (grid_description.cpp), the workloads of `bench` (grid_workloads.cpp).
    static ReportCommand solve_command();
    static std::vector<std::string> solve_arguments(const GridSetup& setup);
    static std::vector<Workload> workloads();
    static std::vector<GridSetup> small_setups();
};

extern template class TypedSession<GridGame>;
extern template class TypedGame<GridGame>;

}  // namespace marienbad
