// The play layer's state as JSON for the page.
#include "web/web_state.hpp"

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

nlohmann::json board_json(const BoardModel& board, const BoardFrame& frame) {
    nlohmann::json cells = nlohmann::json::array();
    for (const BoardCell& cell : board.cells) {
        nlohmann::json one = {{"kind", cell_kind_name(cell.kind)}};
        if (cell.pawns > 0) {
            one["pawns"] = cell.pawns;
            one["first_pawn"] = cell.first_pawn;
        }
        cells.push_back(std::move(one));
    }
    return {
        {"rows", board.rows},
        {"cols", board.cols},
        {"cells", std::move(cells)},
        {"row_labels", board.row_labels},
        {"col_labels", board.col_labels},
        {"pawns", board.pawns.size()},
        {"crowned", board.pawn_shape == PawnShape::crown},
        {"transposed", board.transposable},
        {"frame", {{"rows", frame.rows}, {"cols", frame.cols}, {"columns", frame.columns}}},
    };
}

nlohmann::json game_json(const PlayState& state) {
    const BoardMarks& marks = state.marks;
    nlohmann::json game = {
        {"phase", phase_name(state.phase)},
        {"board", board_json(state.board, state.frame)},
        {"marks",
         {
             {"pointer", marks.pointer ? cell_json(*marks.pointer) : nlohmann::json()},
             {"pointed", cells_json(marks.pointed)},
             {"hovered", cells_json(marks.hovered)},
             {"winning", cells_json(marks.winning)},
             {"computer", cells_json(marks.computer)},
         }},
        {"pointed_text", state.pointed_text},
        {"hover", state.hover ? cell_json(*state.hover) : nlohmann::json()},
        {"hover_text", state.hover_text},
        {"hover_plays", state.hover_plays},
        {"seat_to_move", state.seat_to_move == Seat::one ? 1 : 2},
        {"turn", state.turn},
        {"status", state.status},
        {"result", state.result},
        {"title",
         {{"game", state.title.game},
          {"strength", state.title.strength},
          {"seed", state.title.seed}}},
        {"person_plays", state.person_plays},
        {"exercise", state.exercise},
        {"id", state.id},
        {"can_undo", state.can_undo},
        {"can_redo", state.can_redo},
    };
    return game;
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
        default:
            break;
    }
    return "message";  // a kind added since: shown plainly
}

}  // namespace marienbad
