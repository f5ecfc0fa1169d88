// Nim (handouts 000 and 002) as the rest of the program sees it: its traits, from which
// TypedGame<NimGame> (games/typed_game.hpp) makes its Game and TypedSession<NimGame> its sessions.
// Each member says where its work is done; the members without a definition in nim_game.cpp are
// defined in the file named beside them.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/workload.hpp"
#include "games/nim/nim_explanation.hpp"
#include "games/nim/nim_setup.hpp"
#include "games/nim/nim_solver.hpp"
#include "games/typed_game.hpp"

namespace marienbad {

struct NimGame {
    using Setup = NimSetup;
    using Rules = NimRules;
    using Solver = NimSolver;
    using Explanation = NimExplanation;
    // Handout 000: a column, then how many pieces.
    static constexpr TurnQuestions turn_questions = TurnQuestions::column_then_count;

    // The session (nim_board_model.cpp: the board; nim_explanation.cpp: handout 000 §6's matrix).
    static NimRules make_rules(const NimSetup& setup) { return NimRules(setup.convention); }
    static NimSolver make_solver(const NimRules& rules) { return NimSolver(rules.convention()); }
    static NimPosition start(const NimSetup& setup) { return setup.start; }
    static BoardModel board(const NimRules& rules, const NimPosition& position);
    static NimExplanation explain(const NimRules& rules, NimSolver& solver,
                                  const NimPosition& position,
                                  const std::optional<NimMove>& chosen);

    static const GameDescription& description();  // nim_description.cpp
    // Its id (docs/guide.md, "Game ids"; nim_id.cpp): the setup in one line, and back from what
    // follows "nim:"; the setup whose start is a position reached from `setup`'s.
    static std::string id(const NimSetup& setup);
    static NimSetup setup_from_id(std::string_view text);
    static NimSetup setup_at(const NimSetup& setup, const NimPosition& position);

    // The sentences (nim_wording.cpp, nim_explanation_text.cpp, nim_hint_steps.cpp).
    static std::string rules_sentence(const NimSetup& setup, const Wording& wording);
    static std::string rules_summary(const NimSetup& setup);
    static std::string describe_move(const NimSetup& setup, const NimMove& move,
                                     const Wording& wording);
    static std::string announce_move(const NimSetup& setup, Participant mover, const NimMove& move,
                                     const Wording& wording);
    static std::optional<std::string> move_consequence(const NimSetup& setup,
                                                       const BoardModel& before,
                                                       const NimMove& move, const BoardModel& after,
                                                       const Wording& wording);
    static std::optional<std::string> game_over_sentence(const NimSetup& setup,
                                                         Participant last_mover);
    static std::string refused_pointing(const NimSetup& setup, const BoardModel& board, Cell cell,
                                        int count, const Wording& wording);
    static std::string refused_count(const NimSetup& setup, const BoardModel& board, Cell cell,
                                     int count, const Wording& wording);
    static std::string column_question(const NimSetup& setup, int last_column);
    static std::string count_question(const NimSetup& setup, const std::string& column, int most);
    static std::string how_to_play(const NimSetup& setup);
    // nim_board_names.cpp: the board named for a screen reader.
    static BoardNames board_names(const NimSetup& setup, const BoardModel& board,
                                  const Wording& wording);
    static std::string render_explanation(const NimExplanation& explanation,
                                          const Wording& wording);
    static std::optional<std::string> winning_answer(const NimExplanation& explanation,
                                                     const Wording& wording);
    static HintSteps hint_steps(const NimExplanation& explanation, const Wording& wording);

    // Teaching (nim_lesson.cpp, nim_puzzles.cpp, nim_losing_move.cpp).
    static std::string lesson_title();
    static std::vector<Exercise> lesson(const Wording& wording);
    static std::optional<NimSetup> puzzle_candidate(int difficulty, Random& random);
    static std::string difficulty_description(int difficulty);
    static PuzzleLevel puzzle_level(int difficulty);
    static int puzzle_step(const NimSetup& setup);
    static std::string position_key(const NimSetup& setup);
    static std::optional<NimSetup> normal_play(const NimSetup& setup);
    static std::string solution(const NimExplanation& explanation, const Wording& wording);
    static std::optional<std::string> why_move_loses(const NimSetup& setup, const NimMove& move,
                                                     const NimPosition& after,
                                                     const Wording& wording);

    // What the command line has of it beyond play (reports/game_tools.hpp): `solve nim` and its
    // arguments for a setup (nim_description.cpp), the workloads of `bench` (nim_workloads.cpp).
    static ReportCommand solve_command();
    static std::vector<std::string> solve_arguments(const NimSetup& setup);
    static std::vector<Workload> workloads();
    static std::vector<NimSetup> small_setups();
};

extern template class TypedSession<NimGame>;
extern template class TypedGame<NimGame>;

}  // namespace marienbad
