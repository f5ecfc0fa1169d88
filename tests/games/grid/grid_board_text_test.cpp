// The grid as handout 001 §5 draws it: column numbers on top, row numbers on the left, `|`
// between cells, `O` for the pawn, `X` for a banned cell, `-` for a free one; cells and numbers
// two characters wide past nine columns, row numbers right-aligned past nine rows; past 25
// columns, cells one character wide and a number every other column, to fit 80 columns; with
// several pawns, their numbers, `+` for a shared cell and a "Pawns:" line; the table of values in
// the same layout when it fits the console's 78 columns, else with cells one character wide and a
// label every other column (the 30 x 30 grid), cut into blocks past 38 columns; cells named
// 1-based.
#include <gtest/gtest.h>

#include <fmt/format.h>

#include "games/grid/grid_solver.hpp"
#include "games/grid/grid_tables.hpp"
#include "support/small_grids.hpp"
#include "text/board_text.hpp"

namespace marienbad {
namespace {

using testing::grid_with_banned;
using testing::seed_example_board;

GridPosition one_pawn_at(int row, int col) {
    return GridPosition{{Cell{row - 1, col - 1}}};
}

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::size_t start = 0;
    for (auto end = text.find('\n'); end != std::string::npos; end = text.find('\n', start)) {
        lines.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return lines;
}

TEST(GridBoardText, SeedExampleStartExactly) {
    EXPECT_EQ(render_grid_board(seed_example_board(), one_pawn_at(1, 1)),
              "  1 2 3 4 5\n"
              "1|O|-|-|-|-|\n"
              "2|-|-|-|X|-|\n"
              "3|-|-|-|-|-|\n"
              "4|-|-|X|-|-|\n"
              "5|-|-|-|-|-|\n");
}

TEST(GridBoardText, SeedExampleAfterMovesExactly) {
    const GridBoard board = seed_example_board();
    EXPECT_EQ(render_grid_board(board, one_pawn_at(2, 1)),
              "  1 2 3 4 5\n"
              "1|-|-|-|-|-|\n"
              "2|O|-|-|X|-|\n"
              "3|-|-|-|-|-|\n"
              "4|-|-|X|-|-|\n"
              "5|-|-|-|-|-|\n");
    EXPECT_EQ(render_grid_board(board, one_pawn_at(4, 4)),
              "  1 2 3 4 5\n"
              "1|-|-|-|-|-|\n"
              "2|-|-|-|X|-|\n"
              "3|-|-|-|-|-|\n"
              "4|-|-|X|O|-|\n"
              "5|-|-|-|-|-|\n");
    // The end of handout 001 §5: the pawn in the sink.
    EXPECT_EQ(render_grid_board(board, one_pawn_at(5, 5)),
              "  1 2 3 4 5\n"
              "1|-|-|-|-|-|\n"
              "2|-|-|-|X|-|\n"
              "3|-|-|-|-|-|\n"
              "4|-|-|X|-|-|\n"
              "5|-|-|-|-|O|\n");
}

TEST(GridBoardText, RectangularBoardHasOneLinePerRow) {
    EXPECT_EQ(render_grid_board(testing::figure_4_right_board(), one_pawn_at(1, 3)),
              "  1 2 3 4 5 6 7\n"
              "1|-|-|O|-|-|-|-|\n"
              "2|-|X|-|-|X|-|-|\n"
              "3|-|X|-|-|-|X|-|\n"
              "4|-|-|-|X|-|-|-|\n"
              "5|-|-|-|-|-|-|-|\n");
}

TEST(GridBoardText, MoreThanNineColumnsTakesTwoCharactersPerCell) {
    EXPECT_EQ(render_grid_board(grid_with_banned(5, 12, {{2, 10}, {4, 3}}), one_pawn_at(3, 11)),
              "   1  2  3  4  5  6  7  8  9 10 11 12\n"
              "1| -| -| -| -| -| -| -| -| -| -| -| -|\n"
              "2| -| -| -| -| -| -| -| -| -| X| -| -|\n"
              "3| -| -| -| -| -| -| -| -| -| -| O| -|\n"
              "4| -| -| X| -| -| -| -| -| -| -| -| -|\n"
              "5| -| -| -| -| -| -| -| -| -| -| -| -|\n");
}

TEST(GridBoardText, MoreThanNineRowsRightAlignsTheRowNumbers) {
    EXPECT_EQ(render_grid_board(grid_with_banned(11, 5, {{10, 2}}), one_pawn_at(11, 4)),
              "   1 2 3 4 5\n"
              " 1|-|-|-|-|-|\n"
              " 2|-|-|-|-|-|\n"
              " 3|-|-|-|-|-|\n"
              " 4|-|-|-|-|-|\n"
              " 5|-|-|-|-|-|\n"
              " 6|-|-|-|-|-|\n"
              " 7|-|-|-|-|-|\n"
              " 8|-|-|-|-|-|\n"
              " 9|-|-|-|-|-|\n"
              "10|-|X|-|-|-|\n"
              "11|-|-|-|O|-|\n");
}

// Handout 001's layout up to 25 columns: 78 characters wide at 25, every column labelled.
TEST(GridBoardText, TwentyFiveColumnsKeepTheSeedsLayout) {
    const std::string board = render_grid_board(GridBoard(30, 25), one_pawn_at(30, 25));
    const auto lines = lines_of(board);
    ASSERT_EQ(lines.size(), 31u) << board;
    EXPECT_TRUE(lines[0].starts_with("    1  2  3")) << lines[0];
    EXPECT_TRUE(lines[0].ends_with(" 23 24 25")) << lines[0];
    EXPECT_TRUE(lines[1].starts_with(" 1| -| -|")) << lines[1];
    EXPECT_TRUE(lines[30].ends_with("| -| O|")) << lines[30];
    for (std::size_t row = 1; row < lines.size(); ++row) {
        EXPECT_EQ(lines[row].size(), 78u) << lines[row];
    }
}

// Past 25 columns handout 001's layout would be 81 to 93 characters wide and wrap at 80: the cells
// are one character wide and every other column is labelled, as in the table of values.
TEST(GridBoardText, LargestBoardFitsEightyColumns) {
    const std::string board = render_grid_board(GridBoard(30, 30), one_pawn_at(30, 30));
    const auto lines = lines_of(board);
    ASSERT_EQ(lines.size(), 31u) << board;
    EXPECT_EQ(lines[0], "   1   3   5   7   9  11  13  15  17  19  21  23  25  27  29");
    std::string free_row;
    for (int col = 0; col < 30; ++col) {
        free_row += "-|";
    }
    EXPECT_EQ(lines[1], " 1|" + free_row);
    EXPECT_EQ(lines[30], "30|" + free_row.substr(0, free_row.size() - 2) + "O|");
    for (int cols = 26; cols <= k_grid_max_size; ++cols) {
        for (const std::string& line :
             lines_of(render_grid_board(GridBoard(30, cols), one_pawn_at(1, 1)))) {
            EXPECT_LE(line.size(), k_explanation_width) << cols << " columns: " << line;
        }
    }
}

// Where each cell's content stands in a row of the board: the character before each `|` but the
// first.
std::vector<std::size_t> cell_places(const std::string& row) {
    std::vector<std::size_t> places;
    for (std::size_t at = row.find('|') + 1; at < row.size(); ++at) {
        if (row[at] == '|') {
            places.push_back(at - 1);
        }
    }
    return places;
}

// Every column number ends right above its cells' content, at every size a game allows; every
// column is numbered up to 25 columns, every other one past them.
TEST(GridBoardText, ColumnNumbersStandAboveTheirCellsAtEverySize) {
    for (int rows = k_grid_min_size; rows <= k_grid_max_size; ++rows) {
        for (int cols = k_grid_min_size; cols <= k_grid_max_size; ++cols) {
            const auto lines =
                lines_of(render_grid_board(GridBoard(rows, cols), one_pawn_at(1, 1)));
            ASSERT_EQ(lines.size(), static_cast<std::size_t>(rows + 1));
            const std::string& header = lines[0];
            const std::vector<std::size_t> places = cell_places(lines[1]);
            ASSERT_EQ(places.size(), static_cast<std::size_t>(cols)) << lines[1];
            EXPECT_EQ(lines[1][places[0]], 'O') << lines[1];
            EXPECT_EQ(header.find('\t'), std::string::npos);
            int labelled = 0;
            for (int col = 1; col <= cols; ++col) {
                const std::string number = std::to_string(col);
                const std::size_t end = places[static_cast<std::size_t>(col - 1)] + 1;
                const bool above = end <= header.size() && end >= number.size() &&
                                   header.substr(end - number.size(), number.size()) == number &&
                                   (end == header.size() || header[end] == ' ');
                labelled += above ? 1 : 0;
                EXPECT_TRUE(above || (cols > 25 && col % 2 == 0))
                    << rows << "x" << cols << ": column " << col << "\n"
                    << header << "\n"
                    << lines[1];
            }
            EXPECT_GE(labelled, (cols + 1) / 2);
        }
    }
}

TEST(GridBoardText, SeveralPawnsShowTheirNumbersAndAPawnsLine) {
    const GridPosition position{{Cell{0, 2}, Cell{2, 0}, Cell{4, 4}}};
    EXPECT_EQ(render_grid_board(seed_example_board(), position),
              "  1 2 3 4 5\n"
              "1|-|-|1|-|-|\n"
              "2|-|-|-|X|-|\n"
              "3|2|-|-|-|-|\n"
              "4|-|-|X|-|-|\n"
              "5|-|-|-|-|3|\n"
              "Pawns: 1 (1,3), 2 (3,1), 3 (5,5)\n");
}

TEST(GridBoardText, PawnsSharingACellShowAPlus) {
    const GridBoard board = seed_example_board();
    EXPECT_EQ(render_grid_board(board, grid_start_position(board, 3)),
              "  1 2 3 4 5\n"
              "1|+|-|-|-|-|\n"
              "2|-|-|-|X|-|\n"
              "3|-|-|-|-|-|\n"
              "4|-|-|X|-|-|\n"
              "5|-|-|-|-|-|\n"
              "Pawns: 1 (1,1), 2 (1,1), 3 (1,1)\n");
    // Two of three pawns on (2,3): `+` there, the third its own number.
    EXPECT_EQ(render_grid_board(board, GridPosition{{Cell{1, 2}, Cell{0, 0}, Cell{1, 2}}}),
              "  1 2 3 4 5\n"
              "1|2|-|-|-|-|\n"
              "2|-|-|+|X|-|\n"
              "3|-|-|-|-|-|\n"
              "4|-|-|X|-|-|\n"
              "5|-|-|-|-|-|\n"
              "Pawns: 1 (2,3), 2 (1,1), 3 (2,3)\n");
}

TEST(GridBoardText, OnePawnHasNoPawnsLine) {
    const std::string board = render_grid_board(seed_example_board(), one_pawn_at(3, 3));
    EXPECT_EQ(board.find("Pawns"), std::string::npos) << board;
    EXPECT_EQ(std::count(board.begin(), board.end(), 'O'), 1) << board;
}

TEST(GridBoardText, NinePawnsOnATwoCharacterBoard) {
    GridPosition position;
    for (int pawn = 0; pawn < k_grid_max_pawns; ++pawn) {
        position.pawns.push_back({0, pawn});
    }
    const auto lines = lines_of(render_grid_board(GridBoard(5, 10), position));
    ASSERT_EQ(lines.size(), 7u);
    EXPECT_EQ(lines[1], "1| 1| 2| 3| 4| 5| 6| 7| 8| 9| -|");
    EXPECT_EQ(lines[6],
              "Pawns: 1 (1,1), 2 (1,2), 3 (1,3), 4 (1,4), 5 (1,5), 6 (1,6), 7 (1,7), 8 (1,8), "
              "9 (1,9)");
}

TEST(GridBoardText, GrundyTableOfTheSeedExample) {
    const GridRules rules(seed_example_board());
    const GridSolver solver(rules);
    // Handout 001 figure 4 (left) has 0 exactly where these values are 0.
    EXPECT_EQ(render_grundy_table(solver.table()),
              "  1 2 3 4 5\n"
              "1|0|1|2|0|1|\n"
              "2|2|0|1|X|0|\n"
              "3|3|2|0|3|2|\n"
              "4|0|1|X|0|1|\n"
              "5|1|0|2|1|0|\n");
}

TEST(GridBoardText, GrundyTableOfAWideBoard) {
    const GridRules rules(grid_with_banned(5, 10, {{3, 9}}));
    const GridSolver solver(rules);
    const auto lines = lines_of(render_grundy_table(solver.table()));
    ASSERT_EQ(lines.size(), 6u);
    EXPECT_EQ(lines[0], "   1  2  3  4  5  6  7  8  9 10");
    // The last row is a strip: 0 on the sink, then 1, 2, 0, 1, 2, ... leftwards.
    EXPECT_EQ(lines[5], "5| 0| 2| 1| 0| 2| 1| 0| 2| 1| 0|");
    // (3,10) reaches (4,10), of value 1, and the sink: the mex of {1, 0} is 2.
    EXPECT_TRUE(lines[3].starts_with("3| ")) << lines[3];
    EXPECT_TRUE(lines[3].ends_with("| X| 2|")) << lines[3];
}

// The value of (row, col) as the table prints it.
std::string value_text(const GridGrundyTable& table, int row, int col) {
    const int value = table.value({row, col});
    return value < 0 ? "X" : std::to_string(value);
}

TEST(GridBoardText, GrundyTableOfTheLargestGameGridFitsTheConsole) {
    const GridRules rules(grid_with_banned(30, 30, {{2, 19}, {6, 4}, {17, 3}, {22, 21}, {27, 13}}));
    const GridSolver solver(rules);
    const std::string text = render_grundy_table(solver.table());
    const auto lines = lines_of(text);
    // One line for the labels, then one line a row: no row is wrapped in two.
    ASSERT_EQ(lines.size(), 31u) << text;
    for (const std::string& line : lines) {
        EXPECT_LE(line.size(), k_explanation_width) << line;
    }
    // Labels every other column, each over its column's cell.
    EXPECT_EQ(lines[0], "   1   3   5   7   9  11  13  15  17  19  21  23  25  27  29");
    for (int row = 0; row < 30; ++row) {
        std::string expected = fmt::format("{:>2}|", row + 1);
        for (int col = 0; col < 30; ++col) {
            expected += value_text(solver.table(), row, col) + "|";
        }
        EXPECT_EQ(lines[static_cast<std::size_t>(row) + 1], expected);
    }
    EXPECT_TRUE(lines[2].substr(0, 41).ends_with("|X|")) << lines[2];  // (2,19) is banned
}

TEST(GridBoardText, GrundyTableKeepsTheSeedLayoutWhileItFits) {
    // 25 columns of two-character cells take 77 columns: every column labelled, as handout 001.
    const GridRules rules(GridBoard(12, 25));
    const GridSolver solver(rules);
    const auto lines = lines_of(render_grundy_table(solver.table()));
    ASSERT_EQ(lines.size(), 13u);
    EXPECT_EQ(lines[0].size(), 77u) << lines[0];
    EXPECT_TRUE(lines[0].starts_with("    1  2  3")) << lines[0];
    EXPECT_TRUE(lines[0].ends_with("24 25")) << lines[0];
    EXPECT_TRUE(lines[1].starts_with(" 1| ")) << lines[1];
}

TEST(GridBoardText, GrundyTableOfAHundredColumnsComesInBlocks) {
    // Only `solve grid` goes that wide: blocks of 36 columns, each with its labels.
    const GridRules rules(GridBoard(3, 100));
    const GridSolver solver(rules);
    const std::string text = render_grundy_table(solver.table());
    const auto lines = lines_of(text);
    ASSERT_EQ(lines.size(), 12u) << text;  // three blocks of a label line and three rows
    for (const std::string& line : lines) {
        EXPECT_LE(line.size(), k_explanation_width) << line;
    }
    // The row labels are widened so that "100" would fit over the first cell of a block.
    EXPECT_TRUE(lines[0].starts_with("   1   3")) << text;
    EXPECT_TRUE(lines[4].starts_with("  37  39")) << text;
    EXPECT_TRUE(lines[8].starts_with("  73  75")) << text;
    EXPECT_TRUE(lines[8].ends_with(" 99")) << text;
    // Every cell once: 36 + 36 + 28 columns.
    EXPECT_EQ(lines[1].size(), 3u + 36u * 2u);
    EXPECT_EQ(lines[9].size(), 3u + 28u * 2u);
    EXPECT_EQ(
        lines[11], " 3|" + [&] {
            std::string cells;
            for (int col = 72; col < 100; ++col) {
                cells += value_text(solver.table(), 2, col) + "|";
            }
            return cells;
        }());
}

TEST(GridBoardText, CellNamesAreOneBased) {
    EXPECT_EQ(cell_name({0, 0}), "(1,1)");
    EXPECT_EQ(cell_name({1, 3}), "(2,4)");
    EXPECT_EQ(cell_name({2, 0}), "(3,1)");
    EXPECT_EQ(cell_name({29, 29}), "(30,30)");
    EXPECT_EQ(cell_name({9, 11}), "(10,12)");
}

}  // namespace
}  // namespace marienbad
