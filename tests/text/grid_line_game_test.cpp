// Whole games of the pawn in line mode (line/line_game.hpp): handout 001 §5's game line by line
// (its computer's moves replayed), the virtuoso computer winning with the strategy, each move
// announced and followed by the board, --explain's table and notes after each computer move,
// two people at one keyboard, several pawns, and the end of input.
#include <gtest/gtest.h>

#include "catalogue/catalogue.hpp"
#include "games/grid/grid_game.hpp"
#include "games/grid/grid_tables.hpp"
#include "games/grid/grid_wording.hpp"
#include "line_mode.hpp"
#include "match/match.hpp"
#include "scripted_console.hpp"
#include "support/grid_printers.hpp"
#include "support/small_grids.hpp"
#include "text/board_text.hpp"

namespace marienbad {
namespace {

using testing::count_occurrences;
using testing::figure_4_right_board;
using testing::ScriptedConsole;
using testing::seed_example_board;

// A player that plays the moves it was given, in order, then leaves the game.
class ScriptedGridPlayer final : public Player<GridRules> {
  public:
    explicit ScriptedGridPlayer(std::vector<GridMove> moves) : moves_(std::move(moves)) {}
    std::optional<GridMove> choose_move(const GridPosition&, const GameCourse&) override {
        if (next_ == moves_.size()) {
            return std::nullopt;
        }
        return moves_[next_++];
    }

  private:
    std::vector<GridMove> moves_;
    std::size_t next_ = 0;
};

GridMove to(int row, int col, int pawn = 1) {
    return GridMove{pawn - 1, {row - 1, col - 1}};
}

// The console and the board of one game; the person at seat one.
struct GridTextTable {
    GridTextTable(std::string answers, GridBoard board)
        : script(std::move(answers)), rules(std::move(board)), solver(rules) {}

    std::string board_with_pawn_at(int row, int col) const {
        return render_grid_board(rules.board(), GridPosition{{Cell{row - 1, col - 1}}});
    }

    // Seat two: the computer at `level` drawing from Random(seed), or `scripted` when given, or
    // a second person.
    MatchResult play(Seat first, GridPosition start, bool explain = false,
                     PlayersMode mode = PlayersMode::human_computer, int level = 4,
                     Random::Seed seed = 1, std::unique_ptr<Player<GridRules>> scripted = {}) {
        const SeatPlan seat_two{mode == PlayersMode::human_human, Strength::from_level(level)};
        auto session = std::make_unique<TypedSession<GridGame>>(
            GridSetup{rules.board(), start.pawns}, std::array<SeatPlan, 2>{SeatPlan{}, seat_two},
            first, Random(seed));
        if (scripted) {
            session->set_computer(Seat::two, std::move(scripted));
        }
        PlayController game = testing::line_mode_game(std::move(session), explain, false);
        play_line_game(script.console, game,
                       {GridGame::description().setup_dialogue(), ReviewOffer::none});
        return {game.session().winner(), static_cast<int>(game.session().history().size())};
    }

    ScriptedConsole script;
    GridRules rules;
    GridSolver solver;
};

// The cells that `announcement` ("The computer moves the pawn to ") is followed by.
std::vector<Cell> announced_cells(const std::string& transcript, const std::string& announcement) {
    std::vector<Cell> cells;
    for (auto at = transcript.find(announcement); at != std::string::npos;
         at = transcript.find(announcement, at + 1)) {
        int row = 0;
        int col = 0;
        if (std::sscanf(transcript.c_str() + at + announcement.size(), "(%d,%d)", &row, &col) ==
            2) {
            cells.push_back({row - 1, col - 1});
        }
    }
    return cells;
}

TEST(GridLineGame, SeedExampleGameLineByLine) {
    // Handout 001 §5: the person answers 3, Enter, a, 4, 2, Enter; the computer goes to (2,3),
    // (3,4) and (4,5); the person pushes the pawn into the sink and wins.
    GridTextTable table("3\n\na\n4\n2\n\n", seed_example_board());
    const MatchResult result = table.play(
        Seat::one, {{Cell{0, 0}}}, false, PlayersMode::human_computer, 4, 1,
        std::make_unique<ScriptedGridPlayer>(std::vector<GridMove>{to(2, 3), to(3, 4), to(4, 5)}));
    ASSERT_TRUE(result.winner);
    EXPECT_EQ(*result.winner, Seat::one);
    EXPECT_EQ(result.moves_played, 7);
    const auto board = [&](int row, int col) { return table.board_with_pawn_at(row, col); };
    EXPECT_EQ(table.script.transcript(),
              "Let's go!\n"
              "\n" +
                  board(1, 1) +
                  "\n"
                  "Your turn. Type ? for a hint.\n"
                  "Choose the destination 1:(1,2) 2:(1,3) 3:(2,1) 4:(3,1)\n"
                  "---> 3\n"
                  "\n" +
                  board(2, 1) +
                  "\n"
                  "The computer moves the pawn to (2,3).\n"
                  "\n" +
                  board(2, 3) +
                  "\n"
                  "Your turn. Type ? for a hint.\n"
                  "Only possibility: (3,3)\n"
                  "confirm ---> \n"
                  "\n" +
                  board(3, 3) +
                  "\n"
                  "The computer moves the pawn to (3,4).\n"
                  "\n" +
                  board(3, 4) +
                  "\n"
                  "Your turn. Type ? for a hint.\n"
                  "Choose the destination 1:(3,5) 2:(4,4) 3:(5,4)\n"
                  "---> a\n"
                  "error! Answer with a number from 1 to 3.\n"
                  "---> 4\n"
                  "error! Answer with a number from 1 to 3.\n"
                  "---> 2\n"
                  "\n" +
                  board(4, 4) +
                  "\n"
                  "The computer moves the pawn to (4,5).\n"
                  "\n" +
                  board(4, 5) +
                  "\n"
                  "Your turn. Type ? for a hint.\n"
                  "Only possibility: (5,5)\n"
                  "confirm ---> \n"
                  "\n" +
                  board(5, 5) +
                  "\n"
                  "It's over: the pawn is in the sink.\n"
                  "You win! Well played.\n");
}

std::string ones(int count) {
    std::string answers;
    for (int i = 0; i < count; ++i) {
        answers += "1\n";
    }
    return answers;
}

TEST(GridLineGame, VirtuosoMovingFirstWinsAndEachMoveIsFollowedByTheBoard) {
    GridTextTable table(ones(20), figure_4_right_board());
    const int level = 4;
    const Random::Seed seed = 5;
    const MatchResult result =
        table.play(Seat::two, {{Cell{0, 0}}}, false, PlayersMode::human_computer, level, seed);
    ASSERT_TRUE(result.winner);
    EXPECT_EQ(*result.winner, Seat::two);
    const std::string transcript = table.script.transcript();
    EXPECT_TRUE(transcript.starts_with("Let's go!\n\n" + table.board_with_pawn_at(1, 1) +
                                       "\nThe computer moves the pawn to ("))
        << "the computer moves first, without a \"Your turn\":\n"
        << transcript;
    const auto cells = announced_cells(transcript, "The computer moves the pawn to ");
    ASSERT_GE(cells.size(), 2u) << transcript;
    EXPECT_EQ(static_cast<int>(cells.size()), (result.moves_played + 1) / 2) << transcript;
    EXPECT_EQ(count_occurrences(transcript, "Your turn. Type ? for a hint.\n"),
              result.moves_played / 2)
        << transcript;
    for (const Cell cell : cells) {
        // Handout 001 §3: the virtuoso always moves to a cell of nimber 0...
        EXPECT_EQ(table.solver.table().value(cell), 0) << cell_name(cell);
        // ...and the board drawn right after the announcement shows the pawn there.
        EXPECT_NE(transcript.find("The computer moves the pawn to " + cell_name(cell) + ".\n\n" +
                                  table.board_with_pawn_at(cell.row + 1, cell.col + 1)),
                  std::string::npos)
            << transcript;
    }
    EXPECT_EQ(cells.back(), (Cell{4, 6}));
    EXPECT_TRUE(transcript.ends_with("The computer moves the pawn to (5,7).\n\n" +
                                     table.board_with_pawn_at(5, 7) +
                                     "\n"
                                     "It's over: the pawn is in the sink.\n"
                                     "The computer wins. Try again!\n"))
        << transcript;
}

TEST(GridLineGame, PersonMovingFirstFromANimberZeroStartLoses) {
    // Figure 4, left: whoever moves first from (1,1) loses against the virtuoso.
    GridTextTable table(ones(20), seed_example_board());
    const int level = 4;
    const Random::Seed seed = 11;
    const MatchResult result =
        table.play(Seat::one, {{Cell{0, 0}}}, false, PlayersMode::human_computer, level, seed);
    ASSERT_TRUE(result.winner);
    EXPECT_EQ(*result.winner, Seat::two);
    const std::string transcript = table.script.transcript();
    EXPECT_TRUE(transcript.starts_with("Let's go!\n\n" + table.board_with_pawn_at(1, 1) +
                                       "\nYour turn. Type ? for a hint.\n"
                                       "Choose the destination 1:(1,2) 2:(1,3) 3:(2,1) 4:(3,1)\n"
                                       "---> 1\n\n" +
                                       table.board_with_pawn_at(1, 2) +
                                       "\nThe computer moves the pawn to "))
        << transcript;
    EXPECT_TRUE(transcript.ends_with(table.board_with_pawn_at(5, 5) +
                                     "\nIt's over: the pawn is in the sink.\n"
                                     "The computer wins. Try again!\n"))
        << transcript;
    EXPECT_EQ(count_occurrences(transcript, "You win"), 0);
}

TEST(GridLineGame, ExplainShowsTheTableAfterEachComputerMove) {
    GridTextTable table(ones(20), figure_4_right_board());
    const int level = 4;
    const Random::Seed seed = 3;
    table.play(Seat::two, {{Cell{0, 0}}}, true, PlayersMode::human_computer, level, seed);
    const std::string transcript = table.script.transcript();
    const int computer_moves = count_occurrences(transcript, "The computer moves the pawn to ");
    EXPECT_GE(computer_moves, 2) << transcript;
    EXPECT_EQ(count_occurrences(transcript, "Why the computer played this:\n"), computer_moves)
        << transcript;
    const auto first = announced_cells(transcript, "The computer moves the pawn to ").front();
    EXPECT_NE(transcript.find("The computer moves the pawn to " + cell_name(first) +
                              ".\n"
                              "Why the computer played this:\n"
                              "This move wins: it leaves the opponent a lost position.\n"
                              "The pawn is on (1,1), of value 2: moving it to a cell of value 0 "
                              "wins: (1,3) or (2,1).\n"
                              "Value of each cell (0: whoever must move from it loses "
                              "against perfect play):\n"
                              "  1 2 3 4 5 6 7\n"
                              "1|2|1|0|3|2|0|1|\n"
                              "2|0|X|1|0|X|1|0|\n"
                              "3|1|X|2|1|0|X|2|\n"
                              "4|2|1|0|X|3|0|1|\n"
                              "5|0|2|1|0|2|1|0|\n"
                              "\n" +
                              table.board_with_pawn_at(first.row + 1, first.col + 1)),
              std::string::npos)
        << transcript;
    // The virtuoso always had a winning move: no note.
    EXPECT_EQ(count_occurrences(transcript, "The position was lost"), 0) << transcript;
    EXPECT_EQ(count_occurrences(transcript, "did not play a winning move"), 0) << transcript;
}

TEST(GridLineGame, ExplainNotesALostPositionAndARandomMove) {
    // The computer at (1,1) of figure 4 left is lost; later at (1,3), of value 2, it could win
    // by going to (1,4) or (3,3) but goes to (2,3).
    GridTextTable table("1\n\n", seed_example_board());
    const MatchResult result =
        table.play(Seat::two, {{Cell{0, 0}}}, true, PlayersMode::human_computer, 4, 1,
                   std::make_unique<ScriptedGridPlayer>(std::vector<GridMove>{to(1, 2), to(2, 3)}));
    EXPECT_FALSE(result.winner);
    const std::string transcript = table.script.transcript();
    const auto lost = transcript.find(
        "Why the computer played this:\n"
        "The position was lost: whatever the computer plays, the opponent can win with perfect "
        "play. It plays on, hoping for a mistake.\n"
        "The pawn is on (1,1), of value 0: every move leads to a cell of another value, from "
        "which the opponent can move back to 0.\n");
    const auto random_note = transcript.find(
        "Why the computer played this:\n"
        "The computer did not play a winning move: at its level it sometimes plays at random. "
        "What would have won: move the pawn to (1,4) or (3,3).\n"
        "The pawn is on (1,3), of value 2: moving it to a cell of value 0 wins: (1,4) or "
        "(3,3).\n");
    ASSERT_NE(lost, std::string::npos) << transcript;
    ASSERT_NE(random_note, std::string::npos) << transcript;
    EXPECT_LT(lost, random_note);
    EXPECT_EQ(count_occurrences(transcript, "Why the computer played this:\n"), 2) << transcript;
}

TEST(GridLineGame, WithoutExplainNoTable) {
    GridTextTable table(ones(20), figure_4_right_board());
    const int level = 4;
    const Random::Seed seed = 3;
    table.play(Seat::two, {{Cell{0, 0}}}, false, PlayersMode::human_computer, level, seed);
    const std::string transcript = table.script.transcript();
    EXPECT_EQ(count_occurrences(transcript, "Why the computer played this:"), 0) << transcript;
    EXPECT_EQ(count_occurrences(transcript, "Value of each cell"), 0) << transcript;
}

TEST(GridLineGame, TwoPeopleTakeTurnsAndAreNamed) {
    // Player 1: (2,1); player 2: (2,3); player 1: (3,3), the only possibility; player 2:
    // (3,5); player 1: into the sink.
    GridTextTable table("3\n2\n\n2\n2\n", seed_example_board());
    ScriptedConsole& script = table.script;
    const MatchResult result =
        table.play(Seat::one, {{Cell{0, 0}}}, false, PlayersMode::human_human);
    ASSERT_TRUE(result.winner);
    EXPECT_EQ(*result.winner, Seat::one);
    const std::string transcript = script.transcript();
    EXPECT_EQ(count_occurrences(transcript, "Player 1, your turn. Type ? for a hint.\n"), 3);
    EXPECT_EQ(count_occurrences(transcript, "Player 2, your turn. Type ? for a hint.\n"), 2);
    EXPECT_NE(transcript.find("Player 2, your turn. Type ? for a hint.\n"
                              "Choose the destination 1:(2,2) 2:(2,3) 3:(3,1) 4:(4,1)\n"
                              "---> 2\n"
                              "\n"
                              "Player 2 moves the pawn to (2,3).\n"
                              "\n" +
                              table.board_with_pawn_at(2, 3) +
                              "\n"
                              "Player 1, your turn. Type ? for a hint.\n"
                              "Only possibility: (3,3)\n"),
              std::string::npos)
        << transcript;
    EXPECT_EQ(count_occurrences(transcript, "Player 1 moves the pawn to "), 3) << transcript;
    EXPECT_EQ(count_occurrences(transcript, "Player 2 moves the pawn to "), 2) << transcript;
    EXPECT_EQ(count_occurrences(transcript, "omputer"), 0) << transcript;
    EXPECT_TRUE(transcript.ends_with("Player 1 moves the pawn to (5,5).\n\n" +
                                     table.board_with_pawn_at(5, 5) +
                                     "\nIt's over: the pawn is in the sink.\nPlayer 1 wins!\n"))
        << transcript;
}

TEST(GridLineGame, SeveralPawnsEndWhenEveryPawnIsInTheSink) {
    // Pawn 1 on (5,4), pawn 2 on (4,5): the person sinks pawn 1, the computer pawn 2 and wins.
    GridTextTable table("1\n", seed_example_board());
    const int level = 4;
    const Random::Seed seed = 1;
    const MatchResult result = table.play(Seat::one, {{Cell{4, 3}, Cell{3, 4}}}, false,
                                          PlayersMode::human_computer, level, seed);
    ASSERT_TRUE(result.winner);
    EXPECT_EQ(*result.winner, Seat::two);
    EXPECT_EQ(table.script.transcript(),
              "Let's go!\n"
              "\n"
              "  1 2 3 4 5\n"
              "1|-|-|-|-|-|\n"
              "2|-|-|-|X|-|\n"
              "3|-|-|-|-|-|\n"
              "4|-|-|X|-|2|\n"
              "5|-|-|-|1|-|\n"
              "Pawns: 1 (5,4), 2 (4,5)\n"
              "\n"
              "Your turn. Type ? for a hint.\n"
              "Choose a move:\n"
              "  1: pawn 1 to (5,5)\n"
              "  2: pawn 2 to (5,5)\n"
              "---> 1\n"
              "\n"
              "  1 2 3 4 5\n"
              "1|-|-|-|-|-|\n"
              "2|-|-|-|X|-|\n"
              "3|-|-|-|-|-|\n"
              "4|-|-|X|-|2|\n"
              "5|-|-|-|-|1|\n"
              "Pawns: 1 (5,5), 2 (4,5)\n"
              "\n"
              "The computer moves pawn 2 to (5,5).\n"
              "\n"
              "  1 2 3 4 5\n"
              "1|-|-|-|-|-|\n"
              "2|-|-|-|X|-|\n"
              "3|-|-|-|-|-|\n"
              "4|-|-|X|-|-|\n"
              "5|-|-|-|-|+|\n"
              "Pawns: 1 (5,5), 2 (5,5)\n"
              "\n"
              "It's over: every pawn is in the sink.\n"
              "The computer wins. Try again!\n");
}

TEST(GridLineGame, ThreePawnsFromTheStartToTheEnd) {
    // Three pawns on (1,1) of figure 4 left: values 0 xor 0 xor 0, the person moving first
    // loses against the virtuoso whatever they do.
    GridTextTable table(ones(40), seed_example_board());
    const int level = 4;
    const Random::Seed seed = 2;
    const MatchResult result = table.play(Seat::one, grid_start_position(table.rules.board(), 3),
                                          false, PlayersMode::human_computer, level, seed);
    ASSERT_TRUE(result.winner);
    EXPECT_EQ(*result.winner, Seat::two);
    const std::string transcript = table.script.transcript();
    EXPECT_NE(transcript.find("1|+|-|-|-|-|\n"), std::string::npos) << transcript;
    EXPECT_NE(transcript.find("Pawns: 1 (1,1), 2 (1,1), 3 (1,1)\n"), std::string::npos);
    EXPECT_NE(transcript.find("Choose a move:\n  1: pawn 1 to (1,2)\n"), std::string::npos);
    EXPECT_EQ(count_occurrences(transcript, "The computer moves pawn "), result.moves_played / 2)
        << transcript;
    EXPECT_EQ(count_occurrences(transcript, "The computer moves the pawn"), 0) << transcript;
    EXPECT_TRUE(
        transcript.ends_with("5|-|-|-|-|+|\n"
                             "Pawns: 1 (5,5), 2 (5,5), 3 (5,5)\n"
                             "\n"
                             "It's over: every pawn is in the sink.\n"
                             "The computer wins. Try again!\n"))
        << transcript;
}

TEST(GridLineGame, EndOfInputAbandonsTheGame) {
    GridTextTable table("2\n", seed_example_board());
    const int level = 1;
    const Random::Seed seed = 1;
    const MatchResult result =
        table.play(Seat::one, {{Cell{0, 0}}}, false, PlayersMode::human_computer, level, seed);
    EXPECT_FALSE(result.winner);
    const std::string transcript = table.script.transcript();
    EXPECT_EQ(count_occurrences(transcript, "The computer moves the pawn to "), 1) << transcript;
    EXPECT_TRUE(transcript.ends_with("---> \n\nEnd of input: the game is abandoned.\n"))
        << transcript;
    EXPECT_EQ(count_occurrences(transcript, "It's over"), 0) << transcript;
    EXPECT_EQ(count_occurrences(transcript, "win"), 0) << transcript;
}

TEST(GridLineGame, RulesSentence) {
    EXPECT_EQ(grid_rules_sentence(1),
              "The pawn game: push the pawn 1 or 2 cells right or down, never onto or across a "
              "banned cell (X). Whoever pushes it into the sink, the bottom right cell, wins.");
    EXPECT_EQ(grid_rules_sentence(3),
              "The pawn game with 3 pawns: push one pawn 1 or 2 cells right or down, never onto "
              "or across a banned cell (X). A pawn in the sink, the bottom right cell, stays "
              "there; whoever makes the last move wins.");
}

}  // namespace
}  // namespace marienbad
