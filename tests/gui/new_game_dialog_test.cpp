// The new-game dialog, on the flow's form: each game is started with the parameters chosen in
// its fields (a number in a spin box, a choice in a list), an item that means nothing with the
// other choices is hidden, and a start the values cannot make keeps the dialog open with the
// reason.
#include <gtest/gtest.h>

#include <QComboBox>
#include <QSpinBox>

#include "catalogue/catalogue.hpp"
#include "games/common_parameters.hpp"
#include "games/grid/grid_game.hpp"
#include "games/nim/nim_game.hpp"
#include "gui/new_game_dialog.hpp"
#include "support/form_items.hpp"

namespace marienbad {
namespace {

using testing::index_of_game;
using testing::index_of_item;

TEST(NewGameDialog, StartsEachGameWithTheParametersChosen) {
    for (const GameDescription* game : game_descriptions()) {
        GameFlow flow(FlowOptions{false, 3, {}});
        flow.open_list();
        NewGameDialog dialog(flow);
        dialog.game_chooser()->setCurrentIndex(index_of_game(flow, *game));
        ASSERT_EQ(&flow.form().game(), game);
        // The first number takes its smallest value but one; the level 4; the person first.
        const auto& fields = dialog.fields();
        auto* first = qobject_cast<QSpinBox*>(fields.front());
        ASSERT_NE(first, nullptr) << game->name();
        first->setValue(first->minimum() + 1);
        auto* level = qobject_cast<QComboBox*>(
            fields[static_cast<std::size_t>(index_of_item(flow.form(), "Computer level"))]);
        ASSERT_NE(level, nullptr);
        level->setCurrentIndex(3);
        dialog.accept();
        ASSERT_EQ(flow.screen(), FlowScreen::game) << dialog.refusal()->text().toStdString();
        const PlayState state = flow.current_game()->state();
        EXPECT_EQ(state.title.strength, "level 4 (virtuoso)");
        const int chosen = first->minimum() + 1;
        const BoardModel& board = state.board;
        EXPECT_TRUE(board.rows == chosen || board.cols == chosen) << game->name();
    }
}

TEST(NewGameDialog, WhatMeansNothingIsHidden) {
    GameFlow flow(FlowOptions{});
    flow.choose(index_of_game(flow, NimGame::description()));
    NewGameDialog dialog(flow);
    dialog.show();
    const int players = index_of_item(flow.form(), "Players");
    const int first = index_of_item(flow.form(), "Who starts");
    auto* players_field =
        qobject_cast<QComboBox*>(dialog.fields()[static_cast<std::size_t>(players)]);
    ASSERT_NE(players_field, nullptr);
    EXPECT_TRUE(dialog.fields()[static_cast<std::size_t>(first)]->isVisible());
    players_field->setCurrentIndex(2);  // two people
    EXPECT_FALSE(dialog.fields()[static_cast<std::size_t>(first)]->isVisible());
    // Nim's classic board hides the number of columns.
    const int board = index_of_item(flow.form(), "Board");
    const int columns = index_of_item(flow.form(), "Number of piles");
    qobject_cast<QComboBox*>(dialog.fields()[static_cast<std::size_t>(board)])->setCurrentIndex(1);
    EXPECT_FALSE(dialog.fields()[static_cast<std::size_t>(columns)]->isVisible());
    dialog.accept();
    ASSERT_EQ(flow.screen(), FlowScreen::game);
    EXPECT_EQ(flow.current_game()->state().board.cols, 5);  // 1, 2, 3, 5, 7
}

TEST(NewGameDialog, ARefusedStartStaysOpenWithTheReason) {
    ParameterValues given(play_parameters(GridGame::description()));
    given.give("--banned", "30");
    GameFlow flow(FlowOptions{});
    flow.open_game(GridGame::description(), given);
    NewGameDialog dialog(flow);
    dialog.show();
    dialog.accept();
    EXPECT_EQ(flow.screen(), FlowScreen::form);
    EXPECT_TRUE(dialog.refusal()->isVisible());
    EXPECT_TRUE(dialog.refusal()->text().contains(QStringLiteral("--banned")));
}

}  // namespace
}  // namespace marienbad

namespace marienbad {
namespace {

// Once Start has started the game the form is gone, yet the dialog's fields may still speak as it
// closes (a spin box committing its text, a list losing its focus): they change nothing, and
// nothing reads the form that was.
TEST(NewGameDialog, ItsFieldsChangeNothingOnceTheGameStarted) {
    GameFlow flow(FlowOptions{false, 3, {}});
    flow.open_list();
    NewGameDialog dialog(flow);
    dialog.game_chooser()->setCurrentIndex(index_of_game(flow, GridGame::description()));
    const auto fields = dialog.fields();
    dialog.accept();
    ASSERT_EQ(flow.screen(), FlowScreen::game) << dialog.refusal()->text().toStdString();
    const PlayState started = flow.current_game()->state();
    auto* rows = qobject_cast<QSpinBox*>(fields.front());
    ASSERT_NE(rows, nullptr);
    rows->setValue(rows->value() + 1);
    for (QWidget* field : fields) {
        if (auto* list = qobject_cast<QComboBox*>(field)) {
            list->setCurrentIndex((list->currentIndex() + 1) % std::max(1, list->count()));
        }
        field->setFocus();
    }
    dialog.game_chooser()->setCurrentIndex(index_of_game(flow, NimGame::description()));
    EXPECT_EQ(flow.screen(), FlowScreen::game);
    EXPECT_EQ(flow.current_game()->state().board, started.board);
}

}  // namespace
}  // namespace marienbad
