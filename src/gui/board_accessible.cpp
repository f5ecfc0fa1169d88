// The board as a table of named cells for assistive technology.
#include "gui/board_accessible.hpp"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QPointer>
#include <QWindow>
#include <algorithm>
#include <map>
#include <utility>
#include <vector>

#include "gui/board_widget.hpp"
#include "gui/qt_text.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

// The board's lines of cells as drawn now; none without a game.
std::vector<std::vector<Cell>> drawn_lines(const BoardWidget& board) {
    const auto geometry = board.geometry();
    return geometry ? geometry->placement().drawn_lines() : std::vector<std::vector<Cell>>{};
}

class CellAccessible : public QAccessibleInterface,
                       public QAccessibleTableCellInterface,
                       public QAccessibleActionInterface {
  public:
    CellAccessible(BoardWidget* board, Cell cell, int line, int column)
        : board_(board), cell_(cell), line_(line), column_(column) {}

    bool isValid() const override {
        return board_ != nullptr && board_->drawn_game() != nullptr &&
               board_->drawn_game()->state().board.contains(cell_);
    }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override {
        return board_ != nullptr ? board_->window()->windowHandle() : nullptr;
    }
    QAccessibleInterface* parent() const override {
        return board_ != nullptr ? QAccessible::queryAccessibleInterface(board_.data()) : nullptr;
    }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }

    QString text(QAccessible::Text kind) const override {
        if (!isValid()) {
            return {};
        }
        const PlayState& state = board_->drawn_game()->state();
        const auto index = static_cast<std::size_t>(cell_.row * state.board.cols + cell_.col);
        if (kind == QAccessible::Name && index < state.names->cells.size()) {
            std::string name = state.names->cells[index];
            if (state.marks.pointer == cell_ && !state.pointed_text.empty()) {
                // What Enter, or a second press, plays from here.
                name = trf("{0}; pressed again: {1}", name, state.pointed_text);
            }
            return qt(name);
        }
        if (kind == QAccessible::Description && state.marks.pointer != cell_ &&
            state.phase == PlayPhase::person_to_move) {
            return qtr("Press to point at it; press again to play.");
        }
        return {};
    }
    void setText(QAccessible::Text, const QString&) override {}
    QRect rect() const override {
        const auto geometry = board_ != nullptr ? board_->geometry() : std::nullopt;
        if (!geometry) {
            return {};
        }
        const PixelRect cell = geometry->cell_rect(cell_);
        const QPoint corner =
            board_->mapToGlobal(QPoint(static_cast<int>(cell.x), static_cast<int>(cell.y)));
        return {corner, QSize(static_cast<int>(cell.width), static_cast<int>(cell.height))};
    }
    QAccessible::Role role() const override { return QAccessible::Cell; }
    QAccessible::State state() const override {
        QAccessible::State state;
        state.focusable = true;
        state.selectable = true;
        if (isValid()) {
            const PlayState& played = board_->drawn_game()->state();
            state.focused = board_->hasFocus() && played.marks.pointer == cell_;
            const auto& pointed = played.marks.pointed;
            state.selected = std::find(pointed.begin(), pointed.end(), cell_) != pointed.end();
        } else {
            state.invalid = true;
        }
        return state;
    }
    void* interface_cast(QAccessible::InterfaceType type) override {
        if (type == QAccessible::TableCellInterface) {
            return static_cast<QAccessibleTableCellInterface*>(this);
        }
        if (type == QAccessible::ActionInterface) {
            return static_cast<QAccessibleActionInterface*>(this);
        }
        return nullptr;
    }

    bool isSelected() const override { return state().selected; }
    QList<QAccessibleInterface*> columnHeaderCells() const override { return {}; }
    QList<QAccessibleInterface*> rowHeaderCells() const override { return {}; }
    int columnIndex() const override { return column_; }
    int rowIndex() const override { return line_; }
    int columnExtent() const override { return 1; }
    int rowExtent() const override { return 1; }
    QAccessibleInterface* table() const override { return parent(); }

    QStringList actionNames() const override { return {pressAction()}; }
    void doAction(const QString& name) override {
        if (name == pressAction() && board_ != nullptr) {
            board_->press_cell(cell_);
        }
    }
    QStringList keyBindingsForAction(const QString&) const override { return {}; }

  private:
    QPointer<BoardWidget> board_;
    Cell cell_;
    int line_;
    int column_;
};

class BoardAccessible : public QAccessibleWidget, public QAccessibleTableInterface {
  public:
    explicit BoardAccessible(QWidget* widget) : QAccessibleWidget(widget, QAccessible::Table) {}
    BoardAccessible(const BoardAccessible&) = delete;
    BoardAccessible& operator=(const BoardAccessible&) = delete;
    ~BoardAccessible() override { forget_cells(); }

    void* interface_cast(QAccessible::InterfaceType type) override {
        if (type == QAccessible::TableInterface) {
            return static_cast<QAccessibleTableInterface*>(this);
        }
        return QAccessibleWidget::interface_cast(type);
    }

    QString text(QAccessible::Text kind) const override {
        const PlayController* game = board().drawn_game();
        if (kind == QAccessible::Description && game != nullptr) {
            return qt(game->state().names->position);
        }
        return QAccessibleWidget::text(kind);
    }

    int childCount() const override {
        int count = 0;
        for (const auto& line : lines()) {
            count += static_cast<int>(line.size());
        }
        return count;
    }
    QAccessibleInterface* child(int index) const override {
        int line = 0;
        for (const auto& cells : lines()) {
            if (index < static_cast<int>(cells.size())) {
                return cell(line, index);
            }
            index -= static_cast<int>(cells.size());
            ++line;
        }
        return nullptr;
    }
    int indexOfChild(const QAccessibleInterface* child) const override {
        auto* cell_child = const_cast<QAccessibleInterface*>(child);
        const auto* found = cell_child != nullptr ? cell_child->tableCellInterface() : nullptr;
        if (found == nullptr) {
            return -1;
        }
        return index_of(found->rowIndex(), found->columnIndex());
    }
    QAccessibleInterface* childAt(int x, int y) const override {
        const auto geometry = board().geometry();
        if (!geometry) {
            return nullptr;
        }
        const QPoint local = board().mapFromGlobal(QPoint(x, y));
        const auto found =
            geometry->cell_at({static_cast<double>(local.x()), static_cast<double>(local.y())});
        if (!found) {
            return nullptr;
        }
        const auto [line, column] = geometry->placement().drawn_place(*found);
        return cell(line, column);
    }

    QAccessibleInterface* caption() const override { return nullptr; }
    QAccessibleInterface* summary() const override { return nullptr; }
    QAccessibleInterface* cellAt(int row, int column) const override { return cell(row, column); }
    int selectedCellCount() const override { return 0; }
    QList<QAccessibleInterface*> selectedCells() const override { return {}; }
    QString columnDescription(int) const override { return {}; }
    QString rowDescription(int row) const override {
        const auto geometry = board().geometry();
        const PlayController* game = board().drawn_game();
        if (!geometry || game == nullptr) {
            return {};
        }
        const auto names =
            geometry->placement().line_names(game->state().board, *game->state().names);
        return row >= 0 && row < static_cast<int>(names.size())
                   ? qt(names[static_cast<std::size_t>(row)])
                   : QString();
    }
    int columnCount() const override {
        std::size_t most = 0;
        for (const auto& line : lines()) {
            most = std::max(most, line.size());
        }
        return static_cast<int>(most);
    }
    int rowCount() const override { return static_cast<int>(lines().size()); }
    int selectedColumnCount() const override { return 0; }
    int selectedRowCount() const override { return 0; }
    QList<int> selectedColumns() const override { return {}; }
    QList<int> selectedRows() const override { return {}; }
    bool isColumnSelected(int) const override { return false; }
    bool isRowSelected(int) const override { return false; }
    bool selectRow(int) override { return false; }
    bool selectColumn(int) override { return false; }
    bool unselectRow(int) override { return false; }
    bool unselectColumn(int) override { return false; }
    void modelChange(QAccessibleTableModelChangeEvent*) override { forget_cells(); }

    // The index of the board's cell among the children; -1 when it is not drawn.
    int index_of_cell(Cell cell) const {
        const auto geometry = board().geometry();
        if (!geometry) {
            return -1;
        }
        const auto [line, column] = geometry->placement().drawn_place(cell);
        return index_of(line, column);
    }

  private:
    BoardWidget& board() const { return *static_cast<BoardWidget*>(widget()); }
    std::vector<std::vector<Cell>> lines() const { return drawn_lines(board()); }

    int index_of(int row, int column) const {
        int index = 0;
        int line = 0;
        for (const auto& cells : lines()) {
            if (line == row) {
                return column < static_cast<int>(cells.size()) ? index + column : -1;
            }
            index += static_cast<int>(cells.size());
            ++line;
        }
        return -1;
    }

    // The cell drawn at a line and a column, made once per board and kept by Qt's registry.
    QAccessibleInterface* cell(int line, int column) const {
        const auto drawn = lines();
        if (line < 0 || line >= static_cast<int>(drawn.size()) || column < 0 ||
            column >= static_cast<int>(drawn[static_cast<std::size_t>(line)].size())) {
            return nullptr;
        }
        const auto key = std::pair{line, column};
        if (const auto found = cells_.find(key); found != cells_.end()) {
            return QAccessible::accessibleInterface(found->second);
        }
        const Cell at = drawn[static_cast<std::size_t>(line)][static_cast<std::size_t>(column)];
        auto* made = new CellAccessible(&board(), at, line, column);
        cells_[key] = QAccessible::registerAccessibleInterface(made);
        return made;
    }

    void forget_cells() {
        for (const auto& [place, id] : cells_) {
            QAccessible::deleteAccessibleInterface(id);
        }
        cells_.clear();
    }

    mutable std::map<std::pair<int, int>, QAccessible::Id> cells_;
};

QAccessibleInterface* board_interface(const QString& class_name, QObject* object) {
    if (class_name == QLatin1String("marienbad::BoardWidget") && object != nullptr &&
        object->isWidgetType()) {
        return new BoardAccessible(static_cast<QWidget*>(object));
    }
    return nullptr;
}

// The accessible child index of `cell` on `board`, if it is drawn.
int child_index(BoardWidget* board, Cell cell) {
    auto* table = dynamic_cast<BoardAccessible*>(QAccessible::queryAccessibleInterface(board));
    return table != nullptr ? table->index_of_cell(cell) : -1;
}

}  // namespace

void install_board_accessibility() {
    QAccessible::removeFactory(board_interface);
    QAccessible::installFactory(board_interface);
}

void board_changed_for_accessibility(BoardWidget* board) {
    QAccessibleTableModelChangeEvent event(board, QAccessibleTableModelChangeEvent::ModelReset);
    QAccessible::updateAccessibility(&event);
}

void cell_focused_for_accessibility(BoardWidget* board, Cell cell) {
    if (const int index = child_index(board, cell); index >= 0) {
        QAccessibleEvent event(board, QAccessible::Focus);
        event.setChild(index);
        QAccessible::updateAccessibility(&event);
    }
}

void cell_changed_for_accessibility(BoardWidget* board, Cell cell) {
    if (const int index = child_index(board, cell); index >= 0) {
        QAccessibleEvent event(board, QAccessible::NameChanged);
        event.setChild(index);
        QAccessible::updateAccessibility(&event);
    }
}

}  // namespace marienbad
