// The play layer's state as JSON for the page. Objects are written field by field: a JSON literal
// (an initializer list) is many times the code in the page's WebAssembly.
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
    nlohmann::json now;
    now["number"] = state.board_number;
    now["layout"] = layout_key(state);
    now["kinds"] = std::move(kinds);
    now["names"] = state.names->cells;
    now["pawns"] = std::move(pawns);
    now["position"] = state.names->position;
    return now;
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
        nlohmann::json& drawn_line = lines.emplace_back();
        drawn_line["top"] = placed.hit_rect(drawn[line].front()).y;
        drawn_line["cells"] = std::move(cells);
        drawn_line["columns"] = std::move(columns);
        drawn_line["name"] = line_names[line];
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
    nlohmann::json marks_now;
    marks_now["pointer"] = marks.pointer ? cell_json(*marks.pointer) : nlohmann::json();
    marks_now["pointed"] = cells_json(marks.pointed);
    marks_now["hovered"] = cells_json(marks.hovered);
    marks_now["winning"] = cells_json(marks.winning);
    marks_now["computer"] = cells_json(marks.computer);
    nlohmann::json count;
    count["fewer"] = state.count.fewer.has_value();
    count["more"] = state.count.more.has_value();
    count["fewer_text"] = state.count.fewer_text;
    count["more_text"] = state.count.more_text;
    nlohmann::json title;
    title["game"] = state.title.game;
    title["strength"] = state.title.strength;
    title["seed"] = state.title.seed;

    nlohmann::json game;
    game["phase"] = phase_name(state.phase);
    game["board_number"] = state.board_number;
    game["marks"] = std::move(marks_now);
    game["pointer_chosen"] = state.pointer_chosen;
    game["pointed_text"] = state.pointed_text;
    game["hover"] = state.hover ? cell_json(*state.hover) : nlohmann::json();
    game["hover_text"] = state.hover_text;
    game["hover_plays"] = state.hover_plays;
    game["count"] = std::move(count);
    game["seat_to_move"] = state.seat_to_move == Seat::one ? 1 : 2;
    game["turn"] = state.turn;
    game["status"] = state.status;
    game["result"] = state.result;
    game["question"] = state.question_text;
    game["title"] = std::move(title);
    game["seats"] = state.seats;
    game["person_plays"] = state.person_plays;
    game["exercise"] = state.exercise;
    game["id"] = state.id;
    game["can_undo"] = state.can_undo;
    game["can_redo"] = state.can_redo;
    game["answering"] = state.answering;
    game["answer_min"] = state.answer_min;
    game["answer_max"] = state.answer_max;
    game["hint_step"] = state.hint_step;
    game["coach"] = state.coach;
    return game;
}

nlohmann::json games_json(const GameFlow& flow) {
    nlohmann::json list = nlohmann::json::array();
    for (const GameDescription* game : flow.games()) {
        nlohmann::json& entry = list.emplace_back();
        entry["name"] = game->name();
        entry["entry"] = game->menu_entry();
    }
    return list;
}

nlohmann::json courses_json(const GameFlow& flow) {
    nlohmann::json list = nlohmann::json::array();
    const std::vector<FlowEntry> entries = flow.entries();
    for (std::size_t index = 0; index < entries.size(); ++index) {
        if (entries[index].course) {
            nlohmann::json& course = list.emplace_back();
            course["index"] = index;
            course["text"] = entries[index].text;
            course["lesson"] = entries[index].course == CourseKind::lesson;
        }
    }
    return list;
}

nlohmann::json form_json(const GameForm& form) {
    nlohmann::json items = nlohmann::json::array();
    for (const FormItem& item : form.items()) {
        nlohmann::json& shown = items.emplace_back();
        shown["label"] = item.label;
        shown["help"] = item.help;
        shown["choices"] = item.shown;
        shown["index"] = item.index;
        shown["applies"] = item.applies;
    }
    nlohmann::json shown_form;
    shown_form["game"] = form.game().name();
    shown_form["items"] = std::move(items);
    shown_form["selected"] = form.selected();
    shown_form["refusal"] = form.refusal();
    return shown_form;
}

nlohmann::json messages_json(const MessageLog& log, std::size_t seen) {
    nlohmann::json list = nlohmann::json::array();
    for (const Message& message : log.since(seen)) {
        nlohmann::json& shown = list.emplace_back();
        shown["kind"] = message_kind_name(message.kind);
        shown["text"] = message.text;
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
