// TypedGame<G>: the Game (games/game.hpp) of one game G, written once for every game over G's
// traits. The traits name the game's types and say, as static functions, everything only that game
// knows; the adapter turns the generic code's AnySetup, AnyMove and AnyExplanation into the game's
// own types and back, and does what every game does the same way (a session, the solver's counts of
// a lesson's exercises, why a move loses beginning with whether it does). Each game's traits are in
// its folder (games/<name>/<name>_game.hpp), which instantiates TypedGame<NameGame> once; a member
// the traits lack fails GameTraits, at compile time.
#pragma once

#include <concepts>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "exercises/losing_move.hpp"
#include "games/game.hpp"
#include "session/typed_session.hpp"

namespace marienbad {

// What a game's traits hold: its types, its session's pieces (session/typed_session.hpp), its
// description, its sentences and its teaching, as Game lists them (what the command line has of
// it beyond play, its `solve` and its workloads: reports/game_tools.hpp).
template <class G>
concept GameTraits = requires(const typename G::Setup& setup, const typename G::Rules& rules,
                              typename G::Solver& solver,
                              const typename G::Rules::Position& position,
                              const typename G::Rules::Move& move,
                              const std::optional<typename G::Rules::Move>& chosen,
                              const typename G::Explanation& explanation, const BoardModel& board,
                              const Wording& wording, Participant participant, Cell cell,
                              int number, Random& random, std::string_view text) {
    { G::turn_questions } -> std::convertible_to<TurnQuestions>;
    { G::make_rules(setup) } -> std::same_as<typename G::Rules>;
    { G::make_solver(rules) } -> std::same_as<typename G::Solver>;
    { G::start(setup) } -> std::same_as<typename G::Rules::Position>;
    { G::board(rules, position) } -> std::same_as<BoardModel>;
    { G::explain(rules, solver, position, chosen) } -> std::same_as<typename G::Explanation>;
    explanation.winning_moves;
    { G::description() } -> std::same_as<const GameDescription&>;
    { G::id(setup) } -> std::same_as<std::string>;
    { G::setup_from_id(text) } -> std::same_as<typename G::Setup>;
    { G::setup_at(setup, position) } -> std::same_as<typename G::Setup>;
    { G::rules_sentence(setup, wording) } -> std::same_as<std::string>;
    { G::rules_summary(setup) } -> std::same_as<std::string>;
    { G::describe_move(setup, move, wording) } -> std::same_as<std::string>;
    { G::announce_move(setup, participant, move, wording) } -> std::same_as<std::string>;
    {
        G::move_consequence(setup, board, move, board, wording)
        } -> std::same_as<std::optional<std::string>>;
    { G::game_over_sentence(setup, participant) } -> std::same_as<std::optional<std::string>>;
    { G::refused_pointing(setup, board, cell, number, wording) } -> std::same_as<std::string>;
    { G::refused_count(setup, board, cell, number, wording) } -> std::same_as<std::string>;
    { G::how_to_play(setup) } -> std::same_as<std::string>;
    { G::board_names(setup, board, wording) } -> std::same_as<BoardNames>;
    { G::render_explanation(explanation, wording) } -> std::same_as<std::string>;
    { G::winning_answer(explanation, wording) } -> std::same_as<std::optional<std::string>>;
    { G::hint_steps(explanation, wording) } -> std::same_as<HintSteps>;
    { G::lesson_title() } -> std::same_as<std::string>;
    { G::lesson(wording) } -> std::same_as<std::vector<Exercise>>;
    { G::puzzle_candidate(number, random) } -> std::same_as<std::optional<typename G::Setup>>;
    { G::difficulty_description(number) } -> std::same_as<std::string>;
    { G::puzzle_level(number) } -> std::same_as<PuzzleLevel>;
    { G::puzzle_step(setup) } -> std::same_as<int>;
    { G::position_key(setup) } -> std::same_as<std::string>;
    // The same position in normal play (none when the game has only one convention).
    { G::normal_play(setup) } -> std::same_as<std::optional<typename G::Setup>>;
    // The solution with its reasoning, from the position's explanation.
    { G::solution(explanation, wording) } -> std::same_as<std::string>;
    {
        G::why_move_loses(setup, move, position, wording)
        } -> std::same_as<std::optional<std::string>>;
    // Positions small enough for a brute-force search: what the tests that run for every game
    // check its solver against (tests/games/every_game/).
    { G::small_setups() } -> std::same_as<std::vector<typename G::Setup>>;
};

// Line mode's questions, by how the game's moves are asked: a column then how many, or numbered.
template <class G>
concept ColumnThenCountQuestions = requires(const typename G::Setup& setup,
                                            const std::string& column, int number) {
    { G::column_question(setup, number) } -> std::same_as<std::string>;
    { G::count_question(setup, column, number) } -> std::same_as<std::string>;
};
template <class G>
concept NumberedMovesQuestions = requires(const typename G::Setup& setup,
                                          const std::vector<typename G::Rules::Move>& moves) {
    { G::numbered_moves_text(setup, moves) } -> std::same_as<std::string>;
};

template <class G>
concept DestinationCellQuestions = requires(const typename G::Setup& setup,
                                            const std::vector<int>& pawns) {
    { G::destination_question(setup) } -> std::same_as<std::string>;
    { G::choice_question(setup, pawns) } -> std::same_as<std::string>;
};

template <GameTraits G>
class TypedGame final : public Game {
  public:
    using Setup = typename G::Setup;
    using Rules = typename G::Rules;
    using Position = typename Rules::Position;
    using Move = typename Rules::Move;
    using Explanation = typename G::Explanation;

    static_assert(G::turn_questions != TurnQuestions::column_then_count ||
                      ColumnThenCountQuestions<G>,
                  "a game whose moves are asked column then count says both questions");
    static_assert(G::turn_questions != TurnQuestions::numbered_moves || NumberedMovesQuestions<G>,
                  "a game whose moves are numbered says how the list reads");

    const GameDescription& description() const override { return G::description(); }
    TurnQuestions turn_questions() const override { return G::turn_questions; }
    std::string id(const AnySetup& setup) const override { return G::id(std::get<Setup>(setup)); }
    AnySetup setup_from_id(std::string_view fields) const override {
        return AnySetup(std::in_place_type<Setup>, G::setup_from_id(fields));
    }

    std::unique_ptr<GameSession> make_session(const AnySetup& setup, std::array<SeatPlan, 2> seats,
                                              Seat first, Random random) const override {
        return std::make_unique<TypedSession<G>>(std::get<Setup>(setup), seats, first,
                                                 std::move(random));
    }

    BoardModel start_board(const AnySetup& setup) const override {
        const Setup& typed = std::get<Setup>(setup);
        return G::board(G::make_rules(typed), G::start(typed));
    }

    std::string rules_sentence(const AnySetup& setup, const Wording& wording) const override {
        return G::rules_sentence(std::get<Setup>(setup), wording);
    }
    std::string rules_summary(const AnySetup& setup) const override {
        return G::rules_summary(std::get<Setup>(setup));
    }
    std::string describe_move(const AnySetup& setup, const AnyMove& move,
                              const Wording& wording) const override {
        return G::describe_move(std::get<Setup>(setup), std::get<Move>(move), wording);
    }
    std::string announce_move(const AnySetup& setup, Participant mover, const AnyMove& move,
                              const Wording& wording) const override {
        return G::announce_move(std::get<Setup>(setup), mover, std::get<Move>(move), wording);
    }
    std::optional<std::string> move_consequence(const AnySetup& setup, const BoardModel& before,
                                                const AnyMove& move, const BoardModel& after,
                                                const Wording& wording) const override {
        return G::move_consequence(std::get<Setup>(setup), before, std::get<Move>(move), after,
                                   wording);
    }
    std::optional<std::string> game_over_sentence(const AnySetup& setup,
                                                  Participant last_mover) const override {
        return G::game_over_sentence(std::get<Setup>(setup), last_mover);
    }
    std::string refused_pointing(const AnySetup& setup, const BoardModel& board, Cell cell,
                                 int count, const Wording& wording) const override {
        return G::refused_pointing(std::get<Setup>(setup), board, cell, count, wording);
    }
    std::string refused_count(const AnySetup& setup, const BoardModel& board, Cell cell, int count,
                              const Wording& wording) const override {
        return G::refused_count(std::get<Setup>(setup), board, cell, count, wording);
    }
    std::string column_question(const AnySetup& setup, int last_column) const override {
        if constexpr (ColumnThenCountQuestions<G>) {
            return G::column_question(std::get<Setup>(setup), last_column);
        } else {
            throw std::logic_error("column_question: this game's moves are numbered");
        }
    }
    std::string count_question(const AnySetup& setup, const std::string& column,
                               int most) const override {
        if constexpr (ColumnThenCountQuestions<G>) {
            return G::count_question(std::get<Setup>(setup), column, most);
        } else {
            throw std::logic_error("count_question: this game's moves are numbered");
        }
    }
    std::string numbered_moves_text(const AnySetup& setup,
                                    const std::vector<AnyMove>& moves) const override {
        if constexpr (NumberedMovesQuestions<G>) {
            std::vector<Move> typed;
            for (const AnyMove& move : moves) {
                typed.push_back(std::get<Move>(move));
            }
            return G::numbered_moves_text(std::get<Setup>(setup), typed);
        } else {
            throw std::logic_error("numbered_moves_text: this game's moves are not numbered");
        }
    }
    std::string destination_question(const AnySetup& setup) const override {
        if constexpr (DestinationCellQuestions<G>) {
            return G::destination_question(std::get<Setup>(setup));
        } else {
            throw std::logic_error("destination_question: this game's destinations are not typed");
        }
    }
    std::string choice_question(const AnySetup& setup,
                                const std::vector<int>& pawns) const override {
        if constexpr (DestinationCellQuestions<G>) {
            return G::choice_question(std::get<Setup>(setup), pawns);
        } else {
            throw std::logic_error("choice_question: this game's destinations are not typed");
        }
    }
    std::string how_to_play(const AnySetup& setup) const override {
        return G::how_to_play(std::get<Setup>(setup));
    }
    BoardNames board_names(const AnySetup& setup, const BoardModel& board,
                           const Wording& wording) const override {
        return G::board_names(std::get<Setup>(setup), board, wording);
    }
    std::string render_explanation(const AnyExplanation& explanation,
                                   const Wording& wording) const override {
        return G::render_explanation(detail(explanation), wording);
    }
    std::optional<std::string> winning_answer(const AnyExplanation& explanation,
                                              const Wording& wording) const override {
        return G::winning_answer(detail(explanation), wording);
    }
    HintSteps hint_steps(const AnyExplanation& explanation, const Wording& wording) const override {
        return G::hint_steps(detail(explanation), wording);
    }

    std::string lesson_title() const override { return G::lesson_title(); }
    std::vector<Exercise> lesson(const Wording& wording) const override {
        std::vector<Exercise> exercises = G::lesson(wording);
        for (Exercise& exercise : exercises) {
            if (exercise.task == ExerciseTask::find_winning_move) {
                const MoveCounts counts = count_moves(exercise.setup);
                exercise.winning_moves = counts.winning;
                exercise.legal_moves = counts.legal;
            }
        }
        return exercises;
    }
    std::optional<AnySetup> puzzle_candidate(int difficulty, Random& random) const override {
        std::optional<Setup> setup = G::puzzle_candidate(difficulty, random);
        std::optional<AnySetup> candidate;
        if (setup) {
            candidate.emplace(std::in_place_type<Setup>, std::move(*setup));
        }
        return candidate;
    }
    std::string difficulty_description(int difficulty) const override {
        return G::difficulty_description(difficulty);
    }
    PuzzleLevel puzzle_level(int difficulty) const override { return G::puzzle_level(difficulty); }
    std::string position_key(const AnySetup& setup) const override {
        return G::position_key(std::get<Setup>(setup));
    }
    int puzzle_step(const AnySetup& setup) const override {
        return G::puzzle_step(std::get<Setup>(setup));
    }
    std::optional<std::vector<AnyMove>> normal_play_winning_moves(
        const AnySetup& setup) const override {
        const std::optional<Setup> normal = G::normal_play(std::get<Setup>(setup));
        if (!normal) {
            return std::nullopt;
        }
        return winning_moves(AnySetup(std::in_place_type<Setup>, *normal));
    }
    std::string solution(const AnySetup& setup, const Wording& wording) const override {
        const Setup& typed = std::get<Setup>(setup);
        const Rules rules = G::make_rules(typed);
        auto solver = G::make_solver(rules);
        return G::solution(G::explain(rules, solver, G::start(typed), std::nullopt), wording);
    }
    MoveCounts count_moves(const AnySetup& setup) const override {
        const Setup& typed = std::get<Setup>(setup);
        const Rules rules = G::make_rules(typed);
        auto solver = G::make_solver(rules);
        return marienbad::count_moves(rules, solver, G::start(typed));
    }
    std::vector<AnyMove> winning_moves(const AnySetup& setup) const override {
        const Setup& typed = std::get<Setup>(setup);
        const Rules rules = G::make_rules(typed);
        auto solver = G::make_solver(rules);
        std::vector<AnyMove> moves;
        for (const Move& move : solver.winning_moves(G::start(typed))) {
            moves.emplace_back(move);
        }
        return moves;
    }
    std::optional<std::string> why_move_loses(const AnySetup& setup, const AnyMove& move,
                                              const Wording& wording) const override {
        const Setup& typed = std::get<Setup>(setup);
        const Move* typed_move = std::get_if<Move>(&move);
        if (typed_move == nullptr) {
            return std::nullopt;
        }
        const Rules rules = G::make_rules(typed);
        auto solver = G::make_solver(rules);
        const std::optional<Position> left =
            left_by_losing_move(rules, solver, G::start(typed), *typed_move);
        if (!left) {
            return std::nullopt;
        }
        return G::why_move_loses(typed, *typed_move, *left, wording);
    }

  private:
    static const Explanation& detail(const AnyExplanation& explanation) {
        return std::any_cast<const Explanation&>(explanation.detail);
    }
};

}  // namespace marienbad
