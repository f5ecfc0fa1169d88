// The graduated hint and the coach, through the play controller, for every game: each press of
// the hint one step further (the method, the computation, the move), each step a message, why
// the method works said once per game with the first step, the winning moves marked and the pointer
// moved only at the last step (onto the move it names), a move, undo, redo or restart starting the
// hint again; the coach speaking right after a person's move exactly when it lets a win go —
// checked against a brute-force solver that knows only the rules, on random games — and never after
// the computer's, turned on and off by its key, and kept by the flow for the next game.
#include <gtest/gtest.h>

#include "core/brute_force_solver.hpp"
#include "games/grid/grid_game.hpp"
#include "games/nim/nim_game.hpp"
#include "games/row/row_game.hpp"
#include "play/game_flow.hpp"
#include "play/game_keys.hpp"
#include "play_fixtures.hpp"
#include "support/game_params.hpp"

namespace marienbad {
namespace {

using testing::controller_of;
using testing::messages_of;
using testing::person_first;

class HintStepsTest : public ::testing::TestWithParam<const GameDescription*> {
  protected:
    const GameDescription& game() const { return *GetParam(); }
};

INSTANTIATE_TEST_SUITE_P(EveryGame, HintStepsTest, ::testing::ValuesIn(game_descriptions()),
                         testing::game_name);

TEST_P(HintStepsTest, EachPressGoesOneStepFurther) {
    for (Random::Seed seed = 1; seed <= 4; ++seed) {
        auto play = controller_of(game(), person_first(), seed);
        const auto pointer = play->state().marks.pointer;
        const bool won =
            !testing::session_of(game(), person_first(), seed)->explain().winning_moves.empty();

        std::size_t seen = play->messages().total();
        play->hint();
        auto hints = messages_of(*play, MessageKind::hint, seen);
        ASSERT_EQ(hints.size(), 1U);
        EXPECT_TRUE(hints[0].starts_with("Hint 1/3 (ask again for step 2): ")) << hints[0];
        EXPECT_NE(hints[0].find("\nWhy it works:\n"), std::string::npos) << hints[0];
        EXPECT_EQ(play->state().hint_step, 1);
        EXPECT_TRUE(play->state().marks.winning.empty()) << "the cells come with the move";
        EXPECT_EQ(play->state().marks.pointer, pointer) << "the pointer does not give it away";

        seen = play->messages().total();
        play->hint();
        hints = messages_of(*play, MessageKind::hint, seen);
        ASSERT_EQ(hints.size(), 1U);
        EXPECT_TRUE(hints[0].starts_with("Hint 2/3 (ask again for the move): ")) << hints[0];
        EXPECT_TRUE(play->state().marks.winning.empty());
        EXPECT_EQ(play->state().marks.pointer, pointer);

        seen = play->messages().total();
        play->hint();
        hints = messages_of(*play, MessageKind::hint, seen);
        ASSERT_EQ(hints.size(), 1U);
        EXPECT_TRUE(hints[0].starts_with("Hint 3/3: ")) << hints[0];
        EXPECT_EQ(hints[0].starts_with("Hint 3/3: no move wins."), !won) << hints[0];
        EXPECT_EQ(play->state().hint_step, 3);
        EXPECT_EQ(play->state().marks.winning.empty(), !won);
        if (won) {
            // Enter plays the move the last step names: the pointer stands on it.
            const std::string headline = hints[0].substr(0, hints[0].find('\n'));
            ASSERT_TRUE(play->state().pointed);
            EXPECT_NE(headline.find(play->state().pointed_text), std::string::npos)
                << headline << " / " << play->state().pointed_text;
        }

        // Past the last step, the last step again.
        seen = play->messages().total();
        play->hint();
        EXPECT_EQ(messages_of(*play, MessageKind::hint, seen), hints);
        EXPECT_EQ(play->state().hint_step, 3);
    }
}

TEST_P(HintStepsTest, AMoveUndoRedoOrRestartStartsTheHintAgainWithoutTheWhy) {
    auto play = controller_of(game(), person_first(), 2);
    const auto first_step_again = [&](const char* after) {
        EXPECT_EQ(play->state().hint_step, 0) << after;
        const std::size_t seen = play->messages().total();
        play->hint();
        const auto hints = messages_of(*play, MessageKind::hint, seen);
        ASSERT_EQ(hints.size(), 1U) << after;
        EXPECT_TRUE(hints[0].starts_with("Hint 1/3 ")) << after << ": " << hints[0];
        EXPECT_EQ(hints[0].find("Why it works:"), std::string::npos)
            << after << ": why it works is said once a game";
        play->hint();
    };
    play->hint();
    play->hint();
    ASSERT_TRUE(play->play_pointed());
    while (play->phase() != PlayPhase::person_to_move) {
        ASSERT_NE(play->phase(), PlayPhase::game_over);
        play->take_step();
    }
    first_step_again("a move");
    play->undo();
    first_step_again("undo");
    play->redo();
    first_step_again("redo");
    play->restart();
    first_step_again("restart");
}

TEST_P(HintStepsTest, NoHintOutsideAPersonsTurn) {
    auto play = controller_of(game(), {{"--level", "4"}, {"--first", "computer"}}, 1);
    ASSERT_EQ(play->phase(), PlayPhase::computer_to_move);
    const std::size_t seen = play->messages().total();
    play->hint();
    EXPECT_TRUE(messages_of(*play, MessageKind::hint, seen).empty());
    EXPECT_EQ(play->state().hint_step, 0);
}

// Random moves in the game `play` drives until it ends, each a person's played through the
// pointer as a front end plays it, the computer's through its steps. For each person's move, the
// coach must speak exactly when the oracle — a brute-force solver over the rules alone — says the
// position was won and the move leaves the opponent a won one. Returns how many times it spoke.
template <class G>
int check_coach_on_random_moves(PlayController& play, Random& random) {
    using Session = TypedSession<G>;
    const auto& session = dynamic_cast<const Session&>(play.session());
    const auto rules = G::make_rules(std::get<typename G::Setup>(session.setup()));
    BruteForceSolver<typename G::Rules> oracle(rules);
    int spoken = 0;
    while (play.phase() != PlayPhase::game_over) {
        if (play.phase() != PlayPhase::person_to_move) {
            const std::size_t seen = play.messages().total();
            play.take_step();
            EXPECT_TRUE(messages_of(play, MessageKind::coach, seen).empty())
                << "the coach says nothing of the computer's moves";
            continue;
        }
        const auto position = session.position();
        // The moves a person can point at (a pawn sharing its cell with another is moved as the
        // first of them).
        std::vector<AnyMove> moves;
        for (const AnyMove& move : play.session().legal_moves()) {
            if (pointer_to(play.state().board, move)) {
                moves.push_back(move);
            }
        }
        const AnyMove move = random.pick(std::span<const AnyMove>(moves));
        auto after = position;
        rules.apply(after, std::get<typename G::Rules::Move>(move));
        const bool lets_win_go =
            oracle.player_to_move_wins(position) && oracle.player_to_move_wins(after);
        const auto pointer = pointer_to(play.state().board, move);
        EXPECT_TRUE(pointer.has_value());
        if (!pointer) {
            return spoken;
        }
        const std::size_t seen = play.messages().total();
        EXPECT_TRUE(play.point(pointer->cell, pointer->count));
        EXPECT_TRUE(play.play_pointed());
        const auto remarks = messages_of(play, MessageKind::coach, seen);
        EXPECT_EQ(remarks.size(), lets_win_go ? 1U : 0U);
        if (!remarks.empty()) {
            ++spoken;
            EXPECT_TRUE(
                remarks.front().starts_with("Coach: that move lets the win go; on the board "
                                            "before it, what kept it: "))
                << remarks.front();
            EXPECT_TRUE(remarks.front().ends_with(". u takes it back.")) << remarks.front();
        }
    }
    return spoken;
}

// A person against the computer, the person first, on 3 4 5.
std::vector<std::pair<std::string, std::string>> with_piles(
    std::vector<std::pair<std::string, std::string>> given) {
    given.emplace_back("--piles", "3,4,5");
    return given;
}

PlayOptions coached() {
    PlayOptions options;
    options.coach = true;
    options.computer_pace = std::chrono::milliseconds(0);
    return options;
}

TEST(Coach, SpeaksExactlyWhenANimMoveLetsTheWinGo) {
    int spoken = 0;
    for (Random::Seed seed = 1; seed <= 40; ++seed) {
        for (const bool misere : {false, true}) {
            std::vector<std::pair<std::string, std::string>> given{{"--piles", "3,4,5,2"},
                                                                   {"--players", "human-human"}};
            if (misere) {
                given.emplace_back("--misere", "");
            }
            auto play = controller_of(NimGame::description(), given, seed, coached());
            Random random(seed);
            spoken += check_coach_on_random_moves<NimGame>(*play, random);
        }
    }
    EXPECT_GT(spoken, 20) << "random moves throw many wins away";
}

TEST(Coach, SpeaksExactlyWhenAGridMoveLetsTheWinGo) {
    int spoken = 0;
    for (Random::Seed seed = 1; seed <= 40; ++seed) {
        for (const char* pawns : {"1", "2"}) {
            auto play = controller_of(GridGame::description(),
                                      {{"--rows", "6"},
                                       {"--cols", "6"},
                                       {"--pawns", pawns},
                                       {"--players", "human-human"}},
                                      seed, coached());
            Random random(seed);
            spoken += check_coach_on_random_moves<GridGame>(*play, random);
        }
    }
    EXPECT_GT(spoken, 20);
}

TEST(Coach, SpeaksExactlyWhenARowMoveLetsTheWinGo) {
    int spoken = 0;
    for (Random::Seed seed = 1; seed <= 30; ++seed) {
        for (const char* max_take : {"2", "3"}) {
            for (const bool normal : {false, true}) {
                std::vector<std::pair<std::string, std::string>> given{
                    {"--length", "11"}, {"--max-take", max_take}, {"--players", "human-human"}};
                if (normal) {
                    given.emplace_back("--normal", "");
                }
                auto play = controller_of(RowGame::description(), given, seed, coached());
                Random random(seed);
                spoken += check_coach_on_random_moves<RowGame>(*play, random);
            }
        }
    }
    EXPECT_GT(spoken, 20);
}

TEST(Coach, SaysNothingOfTheComputersMovesNorWhenOff) {
    for (Random::Seed seed = 1; seed <= 10; ++seed) {
        // A beginner computer throws wins away; the coach is only for the person.
        auto play = controller_of(NimGame::description(),
                                  {{"--piles", "3,4,5"}, {"--level", "1"}, {"--first", "human"}},
                                  seed, coached());
        Random random(seed + 100);
        check_coach_on_random_moves<NimGame>(*play, random);
        PlayOptions quiet = coached();
        quiet.coach = false;
        auto off = controller_of(NimGame::description(),
                                 {{"--piles", "3,4,5"}, {"--players", "human-human"}}, seed, quiet);
        while (off->phase() != PlayPhase::game_over) {
            const auto moves = off->session().legal_moves();
            const auto pointer =
                pointer_to(off->state().board, random.pick(std::span<const AnyMove>(moves)));
            ASSERT_TRUE(pointer);
            off->point(pointer->cell, pointer->count);
            off->play_pointed();
        }
        EXPECT_TRUE(messages_of(*off, MessageKind::coach).empty());
    }
}

TEST(Coach, NamesTheMoveThatKeptTheWin) {
    // 3 4 5: taking 2 from column 0 wins; taking 1 from column 2 lets the win go.
    auto play = controller_of(NimGame::description(),
                              {{"--piles", "3,4,5"}, {"--players", "human-human"}}, 1, coached());
    ASSERT_TRUE(play->point({4, 2}, 1));  // the last piece of column 2
    ASSERT_TRUE(play->play_pointed());
    EXPECT_EQ(messages_of(*play, MessageKind::coach),
              std::vector<std::string>{"Coach: that move lets the win go; on the board before it, "
                                       "what kept it: take 2 pieces from column 0. u takes it "
                                       "back."});
    // Taken back, and the good move: nothing.
    play->undo();
    const std::size_t seen = play->messages().total();
    ASSERT_TRUE(play->point({1, 0}, 1));
    ASSERT_TRUE(play->play_pointed());
    EXPECT_TRUE(messages_of(*play, MessageKind::coach, seen).empty());
}

TEST(Coach, TheKeyTurnsItOnAndOffAndSaysSo) {
    auto play = controller_of(NimGame::description(), with_piles(person_first()), 1);
    EXPECT_FALSE(play->state().coach);
    EXPECT_EQ(action_of(GameKey::of('c'), PlayPhase::person_to_move)->action, GameAction::coach);
    press_key(*play, GameKey::of('c'), false);
    EXPECT_TRUE(play->state().coach);
    EXPECT_EQ(messages_of(*play, MessageKind::coach),
              std::vector<std::string>{
                  "Coach on: right after a move that lets a win go, a line says so."});
    press_key(*play, GameKey::of('c'), false);
    EXPECT_FALSE(play->state().coach);
    EXPECT_EQ(messages_of(*play, MessageKind::coach).back(), "Coach off.");
}

TEST(Coach, TheFlowKeepsItForTheNextGameAndTheForm) {
    GameFlow flow(FlowOptions{false, 5, {}});
    flow.open_game(NimGame::description(),
                   testing::answered_values(NimGame::description(), with_piles(person_first())));
    ASSERT_NE(flow.current_game(), nullptr);
    EXPECT_FALSE(flow.current_game()->coach());
    flow.current_game()->set_coach(true);
    flow.leave(GameExit::new_game);
    ASSERT_NE(flow.current_game(), nullptr);
    EXPECT_TRUE(flow.current_game()->coach()) << "a new game with the same settings";
    flow.leave(GameExit::form);
    const auto& items = flow.form().items();
    const auto coach = std::find_if(items.begin(), items.end(),
                                    [](const FormItem& item) { return item.label == "Coach"; });
    ASSERT_NE(coach, items.end());
    EXPECT_EQ(coach->value_shown(), "on");
    flow.back_to_game();
    flow.current_game()->set_coach(false);
    flow.leave(GameExit::new_game);
    EXPECT_FALSE(flow.current_game()->coach());
}

}  // namespace
}  // namespace marienbad
