// The matchstick row (handout 004) as the rest of the program sees it: its traits, from which
// TypedGame<RowGame> (games/typed_game.hpp) makes its Game and TypedSession<RowGame> its
// sessions. Each member says where its work is done; the members without a definition in
// row_game.cpp are defined in the file named beside them.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/workload.hpp"
#include "games/row/row_explanation.hpp"
#include "games/row/row_setup.hpp"
#include "games/row/row_solver.hpp"
#include "games/typed_game.hpp"

namespace marienbad {

struct RowGame {
    using Setup = RowSetup;
    using Rules = RowRules;
    using Solver = RowSolver;
    using Explanation = RowExplanation;
    // Handout 004: the place of the first match, then how many matches.
    static constexpr TurnQuestions turn_questions = TurnQuestions::column_then_count;

    // The session (row_board_model.cpp: the board; row_explanation.cpp: the runs, their
    // values and the rule that decides).
    static RowRules make_rules(const RowSetup& setup) {
        return RowRules(setup.convention, setup.max_take);
    }
    static RowSolver make_solver(const RowRules& rules) {
        return RowSolver(rules.convention(), rules.max_take());
    }
    static RowPosition start(const RowSetup& setup) { return setup.start; }
    static BoardModel board(const RowRules& rules, const RowPosition& position);
    static RowExplanation explain(const RowRules& rules, RowSolver& solver,
                                  const RowPosition& position,
                                  const std::optional<RowMove>& chosen);

    static const GameDescription& description();  // row_description.cpp
    // Its id (docs/guide.md, "Game ids"; row_id.cpp): the setup in one line, and back from what
    // follows "row:"; the setup whose start is a position reached from `setup`'s.
    static std::string id(const RowSetup& setup);
    static RowSetup setup_from_id(std::string_view text);
    static RowSetup setup_at(const RowSetup& setup, const RowPosition& position);

    // The sentences (row_wording.cpp, row_explanation_text.cpp, row_hint_steps.cpp).
    static std::string rules_sentence(const RowSetup& setup, const Wording& wording);
    static std::string rules_summary(const RowSetup& setup);
    static std::string describe_move(const RowSetup& setup, const RowMove& move,
                                     const Wording& wording);
    static std::string announce_move(const RowSetup& setup, Participant mover, const RowMove& move,
                                     const Wording& wording);
    static std::optional<std::string> move_consequence(const RowSetup& setup,
                                                       const BoardModel& before,
                                                       const RowMove& move, const BoardModel& after,
                                                       const Wording& wording);
    static std::optional<std::string> game_over_sentence(const RowSetup& setup,
                                                         Participant last_mover);
    static std::string refused_pointing(const RowSetup& setup, const BoardModel& board, Cell cell,
                                        int count, const Wording& wording);
    static std::string refused_count(const RowSetup& setup, const BoardModel& board, Cell cell,
                                     int count, const Wording& wording);
    static std::string column_question(const RowSetup& setup, int last_column);
    static std::string count_question(const RowSetup& setup, const std::string& column, int most);
    static std::string how_to_play(const RowSetup& setup);
    // row_board_names.cpp: the board named for a screen reader.
    static BoardNames board_names(const RowSetup& setup, const BoardModel& board,
                                  const Wording& wording);
    static std::string render_explanation(const RowExplanation& explanation,
                                          const Wording& wording);
    static std::optional<std::string> winning_answer(const RowExplanation& explanation,
                                                     const Wording& wording);
    static HintSteps hint_steps(const RowExplanation& explanation, const Wording& wording);

    // Teaching (row_lesson.cpp, row_puzzles.cpp, row_losing_move.cpp).
    static std::string lesson_title();
    static std::vector<Exercise> lesson(const Wording& wording);
    static std::optional<RowSetup> puzzle_candidate(int difficulty, Random& random);
    static std::string difficulty_description(int difficulty);
    static PuzzleLevel puzzle_level(int difficulty);
    static int puzzle_step(const RowSetup& setup);
    static std::string position_key(const RowSetup& setup);
    static std::optional<RowSetup> normal_play(const RowSetup& setup);
    static std::string solution(const RowExplanation& explanation, const Wording& wording);
    static std::optional<std::string> why_move_loses(const RowSetup& setup, const RowMove& move,
                                                     const RowPosition& after,
                                                     const Wording& wording);

    // What the command line has of it beyond play (reports/game_tools.hpp): `solve row` and its
    // arguments for a setup (row_description.cpp), the workloads of `bench` (row_workloads.cpp).
    static ReportCommand solve_command();
    static std::vector<std::string> solve_arguments(const RowSetup& setup);
    static std::vector<Workload> workloads();
    static std::vector<RowSetup> small_setups();
};

extern template class TypedSession<RowGame>;
extern template class TypedGame<RowGame>;

}  // namespace marienbad
