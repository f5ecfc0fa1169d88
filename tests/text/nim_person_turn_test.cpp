// A person's turn at Nim in line mode (line/person_turn.hpp): a column then a number of pieces,
// each checked against the board and asked again; each "?" prints the next step of the hint:
// handout 000's method, the matrix, the winning move.
#include <gtest/gtest.h>

#include "catalogue/catalogue.hpp"
#include "games/nim/nim_game.hpp"
#include "line_mode.hpp"
#include "scripted_console.hpp"

namespace marienbad {
namespace {

using testing::count_occurrences;
using testing::ScriptedConsole;

// A person's choice at `position`, between two people.
class NimPersonTurn {
  public:
    NimPersonTurn(Console& console, const NimRules& rules) : console_(console), rules_(rules) {}
    std::optional<NimMove> choose_move(const NimPosition& position) {
        const auto move =
            testing::ask_move(console_, std::make_unique<TypedSession<NimGame>>(
                                            NimSetup{rules_.convention(), position},
                                            std::array<SeatPlan, 2>{}, Seat::one, Random(1)));
        if (!move) {
            return std::nullopt;
        }
        return std::get<NimMove>(*move);
    }

  private:
    Console& console_;
    const NimRules& rules_;
};

TEST(NimPersonTurn, AsksForAColumnThenForPieces) {
    ScriptedConsole script("1\n2\n");
    const NimRules rules(Convention::normal);
    NimPersonTurn human(script.console, rules);
    EXPECT_EQ(human.choose_move(NimPosition{{1, 3, 2}}), (NimMove{1, 2}));
    EXPECT_EQ(script.transcript(),
              "Column (0-2): 1\n"
              "Pieces to take from column 1 (1-3): 2\n");
}

TEST(NimPersonTurn, RefusesColumnsAndCountsOffTheBoard) {
    ScriptedConsole script("3\n-1\nA\n1\n4\n0\n2\n");
    const NimRules rules(Convention::normal);
    NimPersonTurn human(script.console, rules);
    EXPECT_EQ(human.choose_move(NimPosition{{1, 3, 2}}), (NimMove{1, 2}));
    const std::string transcript = script.transcript();
    EXPECT_EQ(count_occurrences(transcript, "Please answer with a whole number from 0 to 2."), 3)
        << transcript;
    EXPECT_EQ(count_occurrences(transcript, "Please answer with a whole number from 1 to 3."), 2)
        << transcript;
}

TEST(NimPersonTurn, AColumnOfOnePieceTakesEnterOrOne) {
    for (const char* answer : {"\n", "1\n"}) {
        ScriptedConsole script(std::string("0\n") + answer);
        const NimRules rules(Convention::normal);
        NimPersonTurn human(script.console, rules);
        EXPECT_EQ(human.choose_move(NimPosition{{1, 3, 2}}), (NimMove{0, 1}));
        EXPECT_EQ(script.transcript(), std::string("Column (0-2): 0\n"
                                                   "Pieces to take from column 0 (1, or just "
                                                   "Enter): ") +
                                           answer)
            << "no \"(1-1)\"";
    }
}

TEST(NimPersonTurn, EachQuestionMarkShowsTheNextStepAtEitherQuestion) {
    ScriptedConsole script("?\n?\n0\n?\n?\n2\n");
    const NimRules rules(Convention::normal);
    NimPersonTurn human(script.console, rules);
    EXPECT_EQ(human.choose_move(NimPosition{{3, 4, 5}}), (NimMove{0, 2}));
    const std::string transcript = script.transcript();
    EXPECT_EQ(count_occurrences(transcript, "Hint 1/3 (ask again for step 2): the binary method."),
              1)
        << transcript;
    EXPECT_EQ(count_occurrences(transcript, "Why it works:"), 1) << transcript;
    EXPECT_EQ(count_occurrences(transcript,
                                "> column 0    0  0  0  0 0 0 1 1  = 3\n"
                                "  column 1    0  0  0  0 0 1 0 0  = 4\n"
                                "  column 2    0  0  0  0 0 1 0 1  = 5\n"
                                "  sums        0  0  0  0 0 2 1 2\n"
                                "  odd                        ^\n"),
              1)
        << transcript;
    // At the pieces' question, the move; asked again, the move again.
    EXPECT_EQ(count_occurrences(transcript,
                                "Pieces to take from column 0 (1-3): ?\n"
                                "Hint 3/3: take 2 pieces from column 0.\n"),
              2)
        << transcript;
    EXPECT_EQ(count_occurrences(transcript, "Please answer"), 0) << transcript;
}

TEST(NimPersonTurn, HintInALostPositionNamesNoMove) {
    ScriptedConsole script("?\n?\n?\n0\n1\n");
    const NimRules rules(Convention::normal);
    NimPersonTurn human(script.console, rules);
    EXPECT_EQ(human.choose_move(NimPosition{{1, 3, 2}}), (NimMove{0, 1}));
    const std::string transcript = script.transcript();
    EXPECT_NE(transcript.find("Hint 3/3: no move wins.\n"), std::string::npos) << transcript;
    EXPECT_EQ(transcript.find("Hint 3/3: take"), std::string::npos) << transcript;
}

TEST(NimPersonTurn, MisereHintGivesTheExceptionMove) {
    ScriptedConsole script("?\n?\n?\n2\n4\n");
    const NimRules rules(Convention::misere);
    NimPersonTurn human(script.console, rules);
    EXPECT_EQ(human.choose_move(NimPosition{{1, 1, 5}}), (NimMove{2, 4}));
    EXPECT_NE(script.transcript().find("Hint 3/3: take 4 pieces from column 2."), std::string::npos)
        << script.transcript();
}

TEST(NimPersonTurn, LeavesTheGameWhenTheInputEnds) {
    const NimRules rules(Convention::normal);
    ScriptedConsole at_column("");
    NimPersonTurn first(at_column.console, rules);
    EXPECT_FALSE(first.choose_move(NimPosition{{1, 3, 2}}));
    ScriptedConsole at_pieces("1\n");
    NimPersonTurn second(at_pieces.console, rules);
    EXPECT_FALSE(second.choose_move(NimPosition{{1, 3, 2}}));
}

}  // namespace
}  // namespace marienbad
