// The play layer's state as JSON for the page.
#include "web/web_state.hpp"

#include <string>
#include <vector>

namespace marienbad {
namespace {

// A cell's kind in one letter, for the page's cells of the moment.
char cell_kind_letter(CellKind kind) {
    switch (kind) {
        case CellKind::empty:
            return 'e';
        case CellKind::piece:
            return 'p';
        case CellKind::match:
            return 'm';
        case CellKind::free:
            return 'f';
        case CellKind::banned:
            return 'b';
        case CellKind::sink:
            return 's';
    }
    return 'e';
}

const char* phase_name(PlayPhase phase) {
    switch (phase) {
        case PlayPhase::person_to_move:
            return "person_to_move";
        case PlayPhase::computer_to_move:
            return "computer_to_move";
        case PlayPhase::computer_move_shown:
            return "computer_move_shown";
        case PlayPhase::question:
            return "question";
        case PlayPhase::game_over:
            return "game_over";
    }
    return "person_to_move";
}

nlohmann::json cells_json(const std::vector<Cell>& cells) {
    nlohmann::json list = nlohmann::json::array();
    for (const Cell cell : cells) {
        list.push_back(cell_json(cell));
    }
    return list;
}

}  // namespace

nlohmann::json cell_json(Cell cell) {
    return nlohmann::json::array({cell.row, cell.col});
}

std::string layout_key(const PlayState& state) {
    std::string key = std::to_string(state.board.rows) + "x" + std::to_string(state.board.cols) +
                      " in " + std::to_string(state.frame.rows) + "x" +
                      std::to_string(state.frame.cols) + (state.transposed ? " turned:" : ":");
    for (const int column : state.frame.columns) {
        key += " " + std::to_string(column);
    }
    return key;
}

nlohmann::json cells_json(const PlayState& state) {
    const BoardModel& board = state.board;
    std::string kinds;
    nlohmann::json pawns = nlohmann::json::array();
    for (std::size_t index = 0; index < board.cells.size(); ++index) {
        const BoardCell& cell = board.cells[index];
        kinds += cell_kind_letter(cell.kind);
        if (cell.pawns > 0) {
            pawns.push_back({index, cell.pawns, cell.first_pawn});
        }
    }
    return {
        {"number", state.board_number}, {"layout", layout_key(state)},
        {"kinds", std::move(kinds)},    {"names", state.names->cells},
        {"pawns", std::move(pawns)},    {"position", state.names->position},
    };
}

nlohmann::json board_json(const PlayState& state, const PlacementArea& area) {
    const BoardModel& board = state.board;
    const BoardPlacement placed(board, state.frame, state.transposed, area);
    nlohmann::json board_now = cells_json(state);
    // Each drawn line: its top and each of its cells' index and column, in pitches (a cell's
    // corner is at the line's top, the labels' room and its column to the left).
    nlohmann::json lines = nlohmann::json::array();
    const std::vector<std::string> line_names = placed.line_names(board, *state.names);
    const auto drawn = placed.drawn_lines();
    for (std::size_t line = 0; line < drawn.size(); ++line) {
        std::vector<int> cells;
        std::vector<int> columns;
        for (const Cell cell : drawn[line]) {
            cells.push_back(cell.row * board.cols + cell.col);
            columns.push_back(placed.drawn_place(cell).second);
        }
        lines.push_back({{"top", placed.hit_rect(drawn[line].front()).y},
                         {"cells", std::move(cells)},
                         {"columns", std::move(columns)},
                         {"name", line_names[line]}});
    }
    nlohmann::json labels = nlohmann::json::array();
    for (const PlacedLabel& label : placed.labels()) {
        labels.push_back({label.text, label.rect.x, label.rect.y, label.rect.width,
                          label.rect.height, label.line_label});
    }
    board_now["rows"] = board.rows;
    board_now["cols"] = board.cols;
    board_now["left"] = placed.label_left();
    board_now["lines"] = std::move(lines);
    board_now["labels"] = std::move(labels);
    board_now["pitch"] = placed.pitch();
    board_now["width"] = placed.width();
    board_now["height"] = placed.height();
    board_now["cell"] = BoardPlacement::cell_side;
    board_now["label_size"] = placed.label_size();
    board_now["numbered"] = board.pawns.size() > 1;
    board_now["crowned"] = board.pawn_shape == PawnShape::crown;
    board_now["transposed"] = state.transposed;
    board_now["wrapped"] = placed.wrapped();
    return board_now;
}

nlohmann::json game_json(const PlayState& state) {
    const BoardMarks& marks = state.marks;
    return {
        {"phase", phase_name(state.phase)},
        {"board_number", state.board_number},
        {"marks",
         {
             {"pointer", marks.pointer ? cell_json(*marks.pointer) : nlohmann::json()},
             {"pointed", cells_json(marks.pointed)},
             {"hovered", cells_json(marks.hovered)},
             {"winning", cells_json(marks.winning)},
             {"computer", cells_json(marks.computer)},
         }},
        {"pointer_chosen", state.pointer_chosen},
        {"pointed_text", state.pointed_text},
        {"hover", state.hover ? cell_json(*state.hover) : nlohmann::json()},
        {"hover_text", state.hover_text},
        {"hover_plays", state.hover_plays},
        {"count",
         {{"fewer", state.count.fewer.has_value()},
          {"more", state.count.more.has_value()},
          {"fewer_text", state.count.fewer_text},
          {"more_text", state.count.more_text}}},
        {"seat_to_move", state.seat_to_move == Seat::one ? 1 : 2},
        {"turn", state.turn},
        {"status", state.status},
        {"result", state.result},
        {"question", state.question_text},
        {"title",
         {{"game", state.title.game},
          {"strength", state.title.strength},
          {"seed", state.title.seed}}},
        {"seats", state.seats},
        {"person_plays", state.person_plays},
        {"exercise", state.exercise},
        {"id", state.id},
        {"can_undo", state.can_undo},
        {"can_redo", state.can_redo},
        {"answering", state.answering},
        {"answer_min", state.answer_min},
        {"answer_max", state.answer_max},
        {"hint_step", state.hint_step},
        {"coach", state.coach},
    };
}

nlohmann::json games_json(const GameFlow& flow) {
    nlohmann::json list = nlohmann::json::array();
    for (const GameDescription* game : flow.games()) {
        list.push_back({{"name", game->name()}, {"entry", game->menu_entry()}});
    }
    return list;
}

nlohmann::json courses_json(const GameFlow& flow) {
    nlohmann::json list = nlohmann::json::array();
    const std::vector<FlowEntry> entries = flow.entries();
    for (std::size_t index = 0; index < entries.size(); ++index) {
        if (entries[index].course) {
            list.push_back({{"index", index},
                            {"text", entries[index].text},
                            {"lesson", entries[index].course == CourseKind::lesson}});
        }
    }
    return list;
}

nlohmann::json form_json(const GameForm& form) {
    nlohmann::json items = nlohmann::json::array();
    for (const FormItem& item : form.items()) {
        items.push_back({
            {"label", item.label},
            {"help", item.help},
            {"choices", item.shown},
            {"index", item.index},
            {"applies", item.applies},
        });
    }
    return {{"game", form.game().name()},
            {"items", std::move(items)},
            {"selected", form.selected()},
            {"refusal", form.refusal()}};
}

nlohmann::json messages_json(const MessageLog& log, std::size_t seen) {
    nlohmann::json list = nlohmann::json::array();
    for (const Message& message : log.since(seen)) {
        list.push_back({{"kind", message_kind_name(message.kind)}, {"text", message.text}});
    }
    return list;
}

const char* message_kind_name(MessageKind kind) {
    switch (kind) {
        case MessageKind::opening:
            return "opening";
        case MessageKind::move:
            return "move";
        case MessageKind::explanation:
            return "explanation";
        case MessageKind::refusal:
            return "refusal";
        case MessageKind::hint:
            return "hint";
        case MessageKind::coach:
            return "coach";
        case MessageKind::history:
            return "history";
        case MessageKind::ending:
            return "ending";
        case MessageKind::result:
            return "result";
        case MessageKind::review:
            return "review";
        case MessageKind::alert:
            return "alert";
        case MessageKind::position:
            return "position";
        default:
            break;
    }
    return "message";  // a kind added since: shown plainly
}

}  // namespace marienbad
