// The board's layout maths, for each kind of board: every cell's centre found back as that cell,
// at several sizes and device pixel ratios; cells inside the area, apart, square, snapped to
// device pixels; Nim's piles drawn as rows (a click takes the cell and those to its right); a
// long row wrapped into lines; the largest boards at a full-HD window.
#include <gtest/gtest.h>

#include <cmath>

#include "games/grid/grid_board.hpp"
#include "games/grid/grid_board_model.hpp"
#include "games/grid/grid_game.hpp"
#include "games/nim/nim_board_model.hpp"
#include "games/nim/nim_game.hpp"
#include "games/row/row_board_model.hpp"
#include "games/row/row_game.hpp"
#include "gui/board_geometry.hpp"

namespace marienbad {
namespace {

struct Area {
    double width;
    double height;
    double ratio;
};

const Area k_areas[] = {{320, 240, 1},     {640, 480, 1}, {1024, 700, 2},
                        {1920, 1080, 1.5}, {200, 700, 2}, {1280, 300, 1.25}};

bool on_device_pixels(double logical, double ratio) {
    const double device = logical * ratio;
    return std::abs(device - std::round(device)) < 1e-6;
}

void expect_round_trip(const BoardModel& board) {
    for (const Area& area : k_areas) {
        const BoardGeometry geometry(board, area.width, area.height, area.ratio);
        ASSERT_GT(geometry.cell_size(), 0) << area.width << "x" << area.height;
        EXPECT_TRUE(on_device_pixels(geometry.pitch(), area.ratio));
        EXPECT_TRUE(on_device_pixels(geometry.cell_size(), area.ratio));
        for (int row = 0; row < board.rows; ++row) {
            for (int col = 0; col < board.cols; ++col) {
                const Cell cell{row, col};
                const PixelRect rect = geometry.cell_rect(cell);
                EXPECT_EQ(geometry.cell_at(rect.centre()), cell)
                    << area.width << "x" << area.height << " at " << area.ratio;
                // The cell's corners are its own too, and it lies in the area.
                EXPECT_EQ(geometry.cell_at({rect.x, rect.y}), cell);
                EXPECT_EQ(
                    geometry.cell_at({rect.x + rect.width - 0.01, rect.y + rect.height - 0.01}),
                    cell);
                EXPECT_GE(rect.x, 0);
                EXPECT_GE(rect.y, 0);
                EXPECT_LE(rect.x + rect.width, area.width + 1e-6);
                EXPECT_LE(rect.y + rect.height, area.height + 1e-6);
                EXPECT_TRUE(on_device_pixels(rect.x, area.ratio));
                EXPECT_TRUE(on_device_pixels(rect.y, area.ratio));
            }
        }
        EXPECT_EQ(geometry.cell_at({-1, -1}), std::nullopt);
        EXPECT_EQ(geometry.cell_at({area.width + 5, area.height + 5}), std::nullopt);
    }
}

TEST(BoardGeometry, NimsPilesAreRowsOfCellsAndEveryCellIsFoundBack) {
    const BoardModel board = nim_board_model(NimPosition{{1, 2, 3, 5, 7}});
    expect_round_trip(board);
    const BoardGeometry geometry(board, 640, 480, 1);
    EXPECT_TRUE(geometry.transposed());
    // Pile 4 of 7 pieces is one horizontal line; its first piece is left of its second.
    const PixelRect first = geometry.cell_rect({0, 4});
    const PixelRect second = geometry.cell_rect({1, 4});
    EXPECT_DOUBLE_EQ(first.y, second.y);
    EXPECT_LT(first.x, second.x);
    // Pointing at the second cell takes it and every cell to its right.
    EXPECT_EQ(board.cells_touched(*board.move_at({1, 4})).size(), 6U);
}

TEST(BoardGeometry, TheGridIsDrawnAsItIs) {
    const std::vector<Cell> banned{{1, 3}, {3, 2}};
    const GridBoard grid = *build_grid_board(5, 7, banned).board;
    const BoardModel board = grid_board_model(grid, GridPosition{{Cell{0, 0}}});
    expect_round_trip(board);
    const BoardGeometry geometry(board, 640, 480, 1);
    EXPECT_FALSE(geometry.transposed());
    EXPECT_EQ(geometry.lines(), 5);
    EXPECT_EQ(geometry.per_line(), 7);
}

TEST(BoardGeometry, ALongRowWrapsIntoLines) {
    const BoardModel board =
        row_board_model(RowRules(Convention::misere, 3), RowPosition::full(60));
    expect_round_trip(board);
    const BoardGeometry geometry(board, 800, 600, 1);
    EXPECT_GT(geometry.lines(), 1);
    EXPECT_EQ(geometry.lines(), (60 + geometry.per_line() - 1) / geometry.per_line());
    // Place per_line starts the second line, under place 0.
    const PixelRect zero = geometry.cell_rect({0, 0});
    const PixelRect next_line = geometry.cell_rect({0, geometry.per_line()});
    EXPECT_DOUBLE_EQ(zero.x, next_line.x);
    EXPECT_GT(next_line.y, zero.y + zero.height);
    // The band of labels between two lines is on no cell.
    EXPECT_EQ(geometry.cell_at({zero.centre().x, next_line.y - 2}), std::nullopt);
}

TEST(BoardGeometry, TheLargestBoardsFitAFullHdWindowWithCellsAPersonCanClick) {
    const std::vector<int> piles(20, 35);
    const BoardModel nim = nim_board_model(NimPosition{piles});
    const std::vector<Cell> none;
    const GridBoard grid = *build_grid_board(30, 30, none).board;
    const BoardModel pawn = grid_board_model(grid, GridPosition{{Cell{0, 0}}});
    const BoardModel row = row_board_model(RowRules(Convention::misere, 3), RowPosition::full(200));
    for (const BoardModel* board : {&nim, &pawn, &row}) {
        const BoardGeometry geometry(*board, 1400, 1000, 1);
        EXPECT_GE(geometry.cell_size(), 20) << "cells too small to click";
    }
}

}  // namespace
}  // namespace marienbad
