// The match loop (match/match.hpp) with scripted players: who wins under normal and misère
// play, the events in order with the right positions, a player leaving the game, and an
// illegal move refused.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "games/nim/nim_rules.hpp"
#include "match/match.hpp"
#include "match/move_history.hpp"
#include "support/nim_printers.hpp"

namespace marienbad {
namespace {

using ::testing::ElementsAre;

// Plays the moves it was given, in order, and remembers the positions it was shown.
class ScriptedPlayer final : public Player<NimRules> {
  public:
    explicit ScriptedPlayer(std::vector<std::optional<NimMove>> script)
        : script_(std::move(script)) {}

    std::optional<NimMove> choose_move(const NimPosition& position,
                                       const GameCourse& course) override {
        shown_.push_back(position);
        courses_.push_back(course);
        if (next_ >= script_.size()) {
            ADD_FAILURE() << "the match asked for more moves than the script holds";
            return std::nullopt;
        }
        return script_[next_++];
    }

    const std::vector<NimPosition>& shown() const { return shown_; }
    const std::vector<GameCourse>& courses() const { return courses_; }

  private:
    std::vector<std::optional<NimMove>> script_;
    std::size_t next_ = 0;
    std::vector<NimPosition> shown_;
    std::vector<GameCourse> courses_;
};

// 2 3 -> 2 2 -> 1 2 -> 1 1 -> 1 -> (empty): the first seat to move makes moves 1, 3 and 5.
ScriptedPlayer starter() {
    return ScriptedPlayer({NimMove{1, 1}, NimMove{1, 1}, NimMove{0, 1}});
}
ScriptedPlayer follower() {
    return ScriptedPlayer({NimMove{0, 1}, NimMove{0, 1}});
}
const NimPosition k_start{{2, 3}};

TEST(Match, NormalPlayLastMoverWins) {
    const NimRules rules(Convention::normal);
    ScriptedPlayer one = starter();
    ScriptedPlayer two = follower();
    const MatchResult result = play_match(rules, k_start, {&one, &two}, Seat::one, {});
    EXPECT_EQ(result.winner, std::optional<Seat>(Seat::one));
    EXPECT_EQ(result.moves_played, 5);
    EXPECT_THAT(one.shown(),
                ElementsAre(NimPosition{{2, 3}}, NimPosition{{1, 2}}, NimPosition{{1}}));
    EXPECT_THAT(two.shown(), ElementsAre(NimPosition{{2, 2}}, NimPosition{{1, 1}}));
}

TEST(Match, MiserePlayLastMoverLoses) {
    const NimRules rules(Convention::misere);
    ScriptedPlayer one = starter();
    ScriptedPlayer two = follower();
    const MatchResult result = play_match(rules, k_start, {&one, &two}, Seat::one, {});
    EXPECT_EQ(result.winner, std::optional<Seat>(Seat::two));
    EXPECT_EQ(result.moves_played, 5);
}

TEST(Match, SeatTwoCanStart) {
    const NimRules rules(Convention::normal);
    ScriptedPlayer one = follower();
    ScriptedPlayer two = starter();
    const MatchResult result = play_match(rules, k_start, {&one, &two}, Seat::two, {});
    EXPECT_EQ(result.winner, std::optional<Seat>(Seat::two));

    const NimRules misere(Convention::misere);
    ScriptedPlayer one_again = follower();
    ScriptedPlayer two_again = starter();
    const MatchResult misere_result =
        play_match(misere, k_start, {&one_again, &two_again}, Seat::two, {});
    EXPECT_EQ(misere_result.winner, std::optional<Seat>(Seat::one));
}

TEST(Match, EventsComeInOrderWithTheRightPositions) {
    const NimRules rules(Convention::normal);
    ScriptedPlayer one = follower();
    ScriptedPlayer two = starter();
    std::vector<std::string> log;
    const auto text = [](const NimPosition& position) {
        return ::testing::PrintToString(position);
    };
    const auto seat_name = [](Seat seat) { return seat == Seat::one ? "one" : "two"; };
    MatchEvents<NimRules> events;
    events.turn_started = [&](const NimPosition& position, Seat to_move) {
        log.push_back("turn " + std::string(seat_name(to_move)) + " at " + text(position));
    };
    events.move_played = [&](Seat mover, const NimMove& move, const NimPosition& before,
                             const NimPosition& after) {
        log.push_back("move " + std::string(seat_name(mover)) + " " +
                      ::testing::PrintToString(move) + ": " + text(before) + " -> " + text(after));
    };
    play_match(rules, k_start, {&one, &two}, Seat::two, events);
    EXPECT_THAT(log, ElementsAre("turn two at {2 3}", "move two {pile 1, take 1}: {2 3} -> {2 2}",
                                 "turn one at {2 2}", "move one {pile 0, take 1}: {2 2} -> {1 2}",
                                 "turn two at {1 2}", "move two {pile 1, take 1}: {1 2} -> {1 1}",
                                 "turn one at {1 1}", "move one {pile 0, take 1}: {1 1} -> {1}",
                                 "turn two at {1}", "move two {pile 0, take 1}: {1} -> {}"));
}

TEST(Match, EventsAreOptional) {
    const NimRules rules(Convention::normal);
    ScriptedPlayer one = starter();
    ScriptedPlayer two = follower();
    MatchEvents<NimRules> only_moves;
    int moves = 0;
    only_moves.move_played = [&](Seat, const NimMove&, const NimPosition&, const NimPosition&) {
        ++moves;
    };
    play_match(rules, k_start, {&one, &two}, Seat::one, only_moves);
    EXPECT_EQ(moves, 5);
}

TEST(Match, APlayerWhoLeavesEndsTheMatchWithNoWinner) {
    const NimRules rules(Convention::normal);
    ScriptedPlayer one({NimMove{1, 1}});
    ScriptedPlayer two({std::nullopt});
    int turns = 0;
    int moves = 0;
    MatchEvents<NimRules> events;
    events.turn_started = [&](const NimPosition&, Seat) { ++turns; };
    events.move_played = [&](Seat, const NimMove&, const NimPosition&, const NimPosition&) {
        ++moves;
    };
    const MatchResult result = play_match(rules, k_start, {&one, &two}, Seat::one, events);
    EXPECT_EQ(result.winner, std::nullopt);
    EXPECT_EQ(result.moves_played, 1);
    EXPECT_EQ(turns, 2);
    EXPECT_EQ(moves, 1);
}

TEST(Match, AnIllegalMoveIsALogicError) {
    const NimRules rules(Convention::normal);
    for (const NimMove illegal : {NimMove{0, 3}, NimMove{2, 1}, NimMove{1, 0}, NimMove{-1, 1}}) {
        ScriptedPlayer one({illegal});
        ScriptedPlayer two({});
        int moves = 0;
        MatchEvents<NimRules> events;
        events.move_played = [&](Seat, const NimMove&, const NimPosition&, const NimPosition&) {
            ++moves;
        };
        EXPECT_THROW(play_match(rules, k_start, {&one, &two}, Seat::one, events), std::logic_error)
            << ::testing::PrintToString(illegal);
        EXPECT_EQ(moves, 0);
    }
}

TEST(Match, AFinishedBoardIsDecidedAtOnce) {
    // Nobody moves: in normal play the seat to move has lost, in misère play it has won.
    ScriptedPlayer one({});
    ScriptedPlayer two({});
    EXPECT_EQ(
        play_match(NimRules(Convention::normal), NimPosition{}, {&one, &two}, Seat::one, {}).winner,
        std::optional<Seat>(Seat::two));
    EXPECT_EQ(
        play_match(NimRules(Convention::misere), NimPosition{}, {&one, &two}, Seat::one, {}).winner,
        std::optional<Seat>(Seat::one));
}

// Each player is told the game's size at the start and before its own previous move (what the
// adaptive computer spreads its mistakes over).
TEST(Match, EachPlayerIsToldTheCourseOfTheGame) {
    const NimRules rules(Convention::normal);
    ScriptedPlayer one = starter();
    ScriptedPlayer two = follower();
    play_match(rules, k_start, {&one, &two}, Seat::one, {});
    // Sizes 5 4 3 2 1: seat one moves at 5, 3, 1; seat two at 4, 2.
    const auto previous = [](const ScriptedPlayer& player) {
        std::vector<int> sizes;
        for (const GameCourse& course : player.courses()) {
            EXPECT_EQ(course.start_size, 5);
            sizes.push_back(course.previous_turn_size);
        }
        return sizes;
    };
    EXPECT_THAT(previous(one), ElementsAre(5, 5, 3));
    EXPECT_THAT(previous(two), ElementsAre(5, 4));
}

TEST(MoveHistory, TheCourseFollowsUndo) {
    const NimRules rules(Convention::normal);
    MoveHistory<NimRules> history(rules, k_start, Seat::one);
    history.play(NimMove{1, 1});  // 5 -> 4
    history.play(NimMove{0, 1});  // 4 -> 3
    history.play(NimMove{1, 2});  // 3 -> 1
    EXPECT_EQ(history.course(Seat::one).previous_turn_size, 3);
    EXPECT_EQ(history.course(Seat::two).previous_turn_size, 4);
    history.undo();
    EXPECT_EQ(history.course(Seat::one).previous_turn_size, 5);
    EXPECT_EQ(history.course(Seat::one).start_size, 5);
}

}  // namespace
}  // namespace marienbad
