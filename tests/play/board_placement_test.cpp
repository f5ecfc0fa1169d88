// The one board layout in board units (play/board_placement.hpp), which the window and the page
// both draw by: for every game, every cell found back at its place and every cell inside the
// board, apart from the others; each game's first board at a phone's 360 pixels with cells a
// finger can tap (WCAG 2.5.8 asks 24 CSS pixels; the layout keeps 32); a single row on one line
// where it fits and cut into lines where it does not; the labels of a removed pile's neighbours
// kept; labels every 1, 2, 5 or 10 columns; Nim's piles turned to fit a phone held upright.
#include <gtest/gtest.h>

#include <cmath>

#include "games/nim/nim_board_model.hpp"
#include "games/nim/nim_game.hpp"
#include "games/row/row_board_model.hpp"
#include "games/row/row_game.hpp"
#include "play/board_placement.hpp"
#include "play/game_flow.hpp"
#include "play_fixtures.hpp"
#include "support/game_params.hpp"

namespace marienbad {
namespace {

using testing::game_name;

// A phone's board area at 360 CSS pixels wide (the page's, less its margins), for a finger.
constexpr PlacementArea k_phone{344, 520, 72, 32, 11};
constexpr PlacementArea k_desktop{900, 640, 72, 0, 11};

class BoardPlacementTest : public ::testing::TestWithParam<const GameDescription*> {
  protected:
    const GameDescription& game() const { return *GetParam(); }
};

INSTANTIATE_TEST_SUITE_P(EveryGame, BoardPlacementTest, ::testing::ValuesIn(game_descriptions()),
                         game_name);

// The first game the page's form deals for `game` (the window's defaults, its first values).
PlayState first_game(const GameDescription& game) {
    FlowOptions options;
    options.seed = 3;
    options.window = true;
    GameFlow flow(options);
    flow.open_game(game, testing::answered_values(game, testing::person_first()));
    if (flow.current_game() == nullptr) {
        ADD_FAILURE() << "no game started";
        return {};
    }
    return flow.current_game()->state();
}

void expect_cells_found_back(const BoardModel& board, const BoardPlacement& placed) {
    ASSERT_GT(placed.pitch(), 0);
    for (int row = 0; row < board.rows; ++row) {
        for (int col = 0; col < board.cols; ++col) {
            const Cell cell{row, col};
            const UnitRect hit = placed.hit_rect(cell);
            EXPECT_EQ(placed.cell_at(hit.x + 0.5, hit.y + 0.5), cell);
            EXPECT_EQ(placed.cell_at(hit.x, hit.y), cell) << "its corner is its own";
            EXPECT_GE(hit.x, 0);
            EXPECT_GE(hit.y, 0);
            EXPECT_LE(hit.x + hit.width, placed.width() + 1e-9);
            EXPECT_LE(hit.y + hit.height, placed.height() + 1e-9);
        }
    }
    EXPECT_EQ(placed.cell_at(-0.5, -0.5), std::nullopt);
}

TEST_P(BoardPlacementTest, EveryCellIsFoundBackWhereItIsDrawn) {
    const PlayState state = first_game(game());
    for (const PlacementArea& area : {k_phone, k_desktop, PlacementArea{1900, 1000, 72, 0, 11}}) {
        for (const bool transposed : {false, true}) {
            expect_cells_found_back(state.board,
                                    BoardPlacement(state.board, state.frame, transposed, area));
        }
    }
}

TEST_P(BoardPlacementTest, OnAPhoneEveryCellIsAFingersTarget) {
    const PlayState first = first_game(game());
    const bool transposed = BoardPlacement::better_transposed(first.board, first.frame, k_phone);
    const BoardPlacement placed(first.board, first.frame, transposed, k_phone);
    EXPECT_GE(placed.pitch(), 24) << "WCAG 2.5.8";
    EXPECT_GE(placed.pitch(), 32);
    // It scrolls, if it must, only down: its width fits the phone.
    EXPECT_LE(placed.width() * placed.pitch(), k_phone.width + 1e-6);
}

TEST_P(BoardPlacementTest, ScreenReadersRowsHoldEveryCellOnce) {
    const PlayState state = first_game(game());
    const BoardPlacement placed(state.board, state.frame, state.transposed, k_desktop);
    std::size_t cells = 0;
    for (const auto& line : placed.drawn_lines()) {
        cells += line.size();
        for (std::size_t i = 1; i < line.size(); ++i) {
            EXPECT_LT(placed.hit_rect(line[i - 1]).x, placed.hit_rect(line[i]).x)
                << "left to right";
        }
    }
    EXPECT_EQ(cells, state.board.cells.size());
}

TEST(BoardPlacement, TheRowOfTwentyOneStaysOnOneLineWhereItFits) {
    const BoardModel row = row_board_model(RowRules(Convention::misere, 3), RowPosition::full(21));
    const BoardFrame frame = BoardFrame::of(row);
    // A maximised window at 1920 pixels: one line, as long as the row.
    const BoardPlacement wide(row, frame, false, {1400, 900, 72, 0, 9});
    EXPECT_EQ(wide.lines(), 1);
    EXPECT_EQ(wide.per_line(), 21);
    // A phone: lines of 7, each with its labels.
    const BoardPlacement phone(row, frame, false, k_phone);
    EXPECT_EQ(phone.lines(), 3);
    EXPECT_EQ(phone.per_line(), 7);
    EXPECT_GE(phone.pitch(), 32);
    // Place 7 starts the second line, under place 0.
    EXPECT_DOUBLE_EQ(phone.hit_rect({0, 0}).x, phone.hit_rect({0, 7}).x);
    EXPECT_GT(phone.hit_rect({0, 7}).y, phone.hit_rect({0, 0}).y + 1);
    // The band of labels between two lines is on no cell.
    EXPECT_EQ(phone.cell_at(phone.hit_rect({0, 7}).x + 0.5, phone.hit_rect({0, 7}).y - 0.1),
              std::nullopt);
}

TEST(BoardPlacement, LabelsStandEveryOneTwoFiveOrTenColumns) {
    const BoardModel row = row_board_model(RowRules(Convention::misere, 3), RowPosition::full(200));
    // Small cells: their labels cannot all stand.
    const BoardPlacement placed(row, BoardFrame::of(row), false, {400, 300, 72, 0, 11});
    std::vector<int> labelled;
    for (const PlacedLabel& label : placed.labels()) {
        labelled.push_back(std::stoi(label.text));
    }
    ASSERT_GE(labelled.size(), 2U);
    const int step = labelled[1] - labelled[0];
    EXPECT_TRUE(step == 1 || step == 2 || step == 5 || step == 10) << step;
    // "100101102..." is no label: three digits need more than one cell.
    EXPECT_GT(step, 1);
}

TEST(BoardPlacement, ARemovedPileKeepsTheOthersLabelsAndPlaces) {
    // Misère 1, 2, 3, 5, 7 drawn as rows; the single piece of row 0 taken.
    const BoardModel before = nim_board_model(NimPosition{{1, 2, 3, 5, 7}});
    BoardFrames frames(before, 0);
    const BoardModel after = nim_board_model(NimPosition{{2, 3, 5, 7}});
    frames.moved(before, {Cell{0, 0}}, after, 1);
    const BoardPlacement placed(after, frames.frame(), true, k_desktop);
    std::size_t place_labels = 0;
    std::vector<std::string> row_labels;
    for (const PlacedLabel& label : placed.labels()) {
        if (label.line_label) {
            row_labels.push_back(label.text);
        } else {
            ++place_labels;
        }
    }
    EXPECT_EQ(place_labels, 7U) << "the places' numbers over the rows are still there";
    EXPECT_EQ(row_labels, (std::vector<std::string>{"0", "1", "2", "3"}));
    // The rows after the removed one stay where they were.
    const BoardPlacement first(before, BoardFrame::of(before), true, k_desktop);
    EXPECT_DOUBLE_EQ(placed.hit_rect({0, 0}).y, first.hit_rect({0, 1}).y);
}

TEST(BoardPlacement, NimsPilesTurnToFitAPhoneHeldUpright) {
    const BoardModel nim = nim_board_model(NimPosition{{35, 12, 30, 4, 20, 9, 27}});
    const BoardFrame frame = BoardFrame::of(nim);
    EXPECT_TRUE(BoardPlacement::better_transposed(nim, frame, k_desktop)) << "rows on a desktop";
    EXPECT_FALSE(BoardPlacement::better_transposed(nim, frame, k_phone)) << "columns on a phone";
}

}  // namespace
}  // namespace marienbad
