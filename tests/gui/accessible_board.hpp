// The window's board as assistive technology sees it (gui/board_accessible.hpp), for the tests:
// the table, its cells by row and column, their names, and a cell's "press" action.
#pragma once

#include <gtest/gtest.h>

#include <QAccessible>

#include "gui/board_widget.hpp"

namespace marienbad::testing {

class AccessibleBoard {
  public:
    explicit AccessibleBoard(BoardWidget& board)
        : board_(QAccessible::queryAccessibleInterface(&board)) {}
    QAccessibleInterface* table() const { return board_; }
    QAccessibleTableInterface* cells() const { return board_->tableInterface(); }
    QString name(int row, int column) const {
        QAccessibleInterface* cell = cells()->cellAt(row, column);
        return cell != nullptr ? cell->text(QAccessible::Name) : QString();
    }
    void press(int row, int column) const {
        QAccessibleInterface* cell = cells()->cellAt(row, column);
        ASSERT_NE(cell, nullptr);
        ASSERT_NE(cell->actionInterface(), nullptr);
        cell->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
    }

  private:
    QAccessibleInterface* board_;
};

}  // namespace marienbad::testing
