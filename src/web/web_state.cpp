// The play layer's state as JSON for the page.
#include "web/web_state.hpp"

#include <string>
#include <vector>

namespace marienbad {
namespace {

const char* cell_kind_name(CellKind kind) {
    switch (kind) {
        case CellKind::empty:
            return "empty";
        case CellKind::piece:
            return "piece";
        case CellKind::match:
            return "match";
        case CellKind::free:
            return "free";
        case CellKind::banned:
            return "banned";
        case CellKind::sink:
            return "sink";
    }
    return "empty";
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

nlohmann::json board_json(const PlayState& state, const PlacementArea& area) {
    const BoardModel& board = state.board;
    const BoardNames& names = *state.names;
    const BoardPlacement placed(board, state.frame, state.transposed, area);
    nlohmann::json cells = nlohmann::json::array();
    for (int row = 0; row < board.rows; ++row) {
        for (int col = 0; col < board.cols; ++col) {
            const Cell cell{row, col};
            const BoardCell& here = board.at(cell);
            const UnitRect rect = placed.hit_rect(cell);
            const auto index = static_cast<std::size_t>(row * board.cols + col);
            nlohmann::json one = {{"kind", cell_kind_name(here.kind)},
                                  {"x", rect.x},
                                  {"y", rect.y},
                                  {"name", index < names.cells.size() ? names.cells[index] : ""}};
            if (here.pawns > 0) {
                one["pawns"] = here.pawns;
                one["first_pawn"] = here.first_pawn;
            }
            cells.push_back(std::move(one));
        }
    }
    nlohmann::json lines = nlohmann::json::array();
    for (const std::vector<Cell>& line : placed.drawn_lines()) {
        nlohmann::json row = {{"cells", cells_json(line)}};
        // A pile drawn as a line is named as the pile is ("row 2: 5 pieces").
        const bool pile = state.transposed && !line.empty() &&
                          line.front().col < static_cast<int>(names.columns.size());
        row["name"] = pile ? names.columns[static_cast<std::size_t>(line.front().col)] : "";
        lines.push_back(std::move(row));
    }
    nlohmann::json labels = nlohmann::json::array();
    for (const PlacedLabel& label : placed.labels()) {
        labels.push_back({{"text", label.text},
                          {"x", label.rect.x},
                          {"y", label.rect.y},
                          {"width", label.rect.width},
                          {"height", label.rect.height},
                          {"line", label.line_label}});
    }
    return {
        {"number", state.board_number},
        {"rows", board.rows},
        {"cols", board.cols},
        {"cells", std::move(cells)},
        {"lines", std::move(lines)},
        {"labels", std::move(labels)},
        {"pitch", placed.pitch()},
        {"width", placed.width()},
        {"height", placed.height()},
        {"cell", BoardPlacement::cell_side},
        {"label_size", placed.label_size()},
        {"numbered", board.pawns.size() > 1},
        {"crowned", board.pawn_shape == PawnShape::crown},
        {"transposed", state.transposed},
        {"wrapped", placed.wrapped()},
        {"position", names.position},
    };
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
        {"can_undo", state.can_undo},
        {"can_redo", state.can_redo},
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
            list.push_back({{"index", index}, {"text", entries[index].text}});
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
