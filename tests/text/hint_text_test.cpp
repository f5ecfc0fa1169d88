// The answer first: the first line of every game's hint names the move to play, or says that no
// move wins, before any method; and what --explain says of a computer's move starts with its
// verdict — a winning move, a lost position, or a random move and what would have won.
#include <gtest/gtest.h>

#include "core/small_grids.hpp"
#include "support/text_search.hpp"
#include "text/explanation_text.hpp"
#include "text/review_text.hpp"

namespace marienbad {
namespace {

using testing::contains;

// The first `count` lines of `text`, each without its line break.
std::vector<std::string> first_lines(const std::string& text, std::size_t count) {
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (lines.size() < count && start < text.size()) {
        const std::size_t end = text.find('\n', start);
        lines.push_back(text.substr(start, end - start));
        start = end == std::string::npos ? text.size() : end + 1;
    }
    return lines;
}

std::string first_line(const std::string& text) {
    return first_lines(text, 1).front();
}

constexpr const char* k_no_move_wins =
    "Hint: no move wins. Whatever you play, the opponent can win by playing perfectly: play on "
    "and hope for a mistake.";

AnyExplanation nim(std::vector<int> piles, Convention convention = Convention::normal) {
    return explain_nim_position(NimPosition{std::move(piles)}, convention);
}

AnyExplanation grid(const GridBoard& board, std::vector<Cell> pawns) {
    const GridRules rules(board);
    const GridSolver solver(rules);
    return explain_grid_position(rules, solver, GridPosition{std::move(pawns)});
}

AnyExplanation row(std::string_view pattern, Convention convention, int max_take) {
    const RowRules rules(convention, max_take);
    RowSolver solver(convention, max_take);
    return explain_row_position(rules, solver, parse_row_pattern(pattern).position);
}

TEST(HintText, NimLeadsWithTheMove) {
    // Handout 000 §6's worked example: the method arrives at this move, said first.
    const std::string hint = hint_text(nim({19, 10, 14, 13, 4, 20, 7}));
    EXPECT_EQ(first_line(hint), "Hint: take 3 pieces from column 1.") << hint;
    EXPECT_TRUE(contains(hint, "So take 10 - 7 = 3 pieces from column 1")) << hint;
    EXPECT_EQ(first_line(hint_text(nim({3, 4, 5}))), "Hint: take 2 pieces from column 0.");
    // Misère play: the exception's move, not the matrix's.
    EXPECT_EQ(first_line(hint_text(nim({1, 1, 5}, Convention::misere))),
              "Hint: take 4 pieces from column 2.");
    EXPECT_EQ(first_line(hint_text(nim({1, 3, 2}))), k_no_move_wins);
    EXPECT_EQ(first_line(hint_text(nim({1, 1, 1}, Convention::misere))), k_no_move_wins);
}

TEST(HintText, GridLeadsWithTheDestinations) {
    const std::string hint = hint_text(grid(testing::figure_4_right_board(), {{0, 0}}));
    EXPECT_EQ(first_line(hint), "Hint: move the pawn to (1,3) or (2,1).") << hint;
    EXPECT_EQ(first_line(hint_text(grid(testing::seed_example_board(), {{0, 0}}))), k_no_move_wins);
    EXPECT_EQ(first_line(hint_text(grid(testing::seed_example_board(), {{0, 0}, {1, 2}}))),
              "Hint: move pawn 1 to (1,2) or pawn 2 to (3,3).");
}

// Every way the row is decided: the hint's first line is the move, the second what the board
// shows (its runs), before any theory.
TEST(HintText, RowLeadsWithTheMoveThenTheRuns) {
    struct Case {
        std::string_view pattern;
        Convention convention;
        int max_take;
        const char* move;
    };
    for (const Case& c : {
             Case{"111111111111111111111", Convention::misere, 3, "take 1 match from place 5"},
             Case{"11011", Convention::misere, 1, "take 1 match from place 0"},
             Case{"1111111", Convention::misere, 2, "take 1 match from place 1"},
             Case{"111111111111111111111111111111", Convention::misere, 5,
                  "take 2 matches from place 1"},
             Case{"1111", Convention::normal, 3, "take 2 matches from place 1"},
         }) {
        const std::string hint = hint_text(row(c.pattern, c.convention, c.max_take));
        const auto lines = first_lines(hint, 2);
        ASSERT_EQ(lines.size(), 2u) << hint;
        EXPECT_EQ(lines[0], std::string("Hint: ") + c.move + ".") << hint;
        EXPECT_TRUE(lines[1].starts_with("The row is made of ")) << hint;
    }
    EXPECT_EQ(first_line(hint_text(row("11011", Convention::misere, 2))), k_no_move_wins);
    EXPECT_EQ(first_line(hint_text(row("11011", Convention::normal, 3))), k_no_move_wins);
}

TEST(HintText, WhyTheComputerPlayedStartsWithTheVerdict) {
    const AnyExplanation won = nim({19, 10, 14, 13, 4, 20, 7});
    const auto kept = first_lines(computer_move_reason(won, MoveVerdict::kept_win), 2);
    EXPECT_EQ(kept[0], "Why the computer played this:");
    EXPECT_EQ(kept[1], "This move wins: it leaves the opponent a lost position.");
    const auto thrown = first_lines(computer_move_reason(won, MoveVerdict::threw_away_win), 2);
    EXPECT_EQ(thrown[1],
              "The computer did not play a winning move: at its level it sometimes plays at "
              "random. What would have won: take 3 pieces from column 1.");
    const auto mistaken = first_lines(
        computer_move_reason(won, MoveVerdict::threw_away_win, StrengthStyle::adaptive), 2);
    EXPECT_EQ(mistaken[1],
              "The computer did not play a winning move: at its level it makes a few mistakes a "
              "person could make while the game is big. What would have won: take 3 pieces from "
              "column 1.");
    const auto lost =
        first_lines(computer_move_reason(nim({1, 3, 2}), MoveVerdict::from_lost_position), 2);
    EXPECT_EQ(lost[1],
              "The position was lost: whatever the computer plays, the opponent can win with "
              "perfect play. It plays on, hoping for a mistake.");
}

}  // namespace
}  // namespace marienbad
