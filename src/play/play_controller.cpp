// The play controller's actions and the state it reads back.
#include "play/play_controller.hpp"

#include <algorithm>

#include "i18n/i18n.hpp"
#include "text/explanation_text.hpp"
#include "text/game_wording.hpp"
#include "text/narration.hpp"
#include "text/review_text.hpp"

namespace marienbad {
namespace {

std::vector<Cell> cells_of(const BoardModel& board, const std::vector<AnyMove>& moves) {
    std::vector<Cell> cells;
    for (const AnyMove& move : moves) {
        const std::vector<Cell> touched = board.cells_touched(move);
        cells.insert(cells.end(), touched.begin(), touched.end());
    }
    return cells;
}

}  // namespace

PlayController::PlayController(std::unique_ptr<GameSession> session,
                               const std::vector<std::string>& opening, PlayOptions options)
    : session_(std::move(session)),
      options_(std::move(options)),
      participants_(
          Participants::for_seats(session_->is_person(Seat::one), session_->is_person(Seat::two))),
      pointer_(first_pointer(session_->board())) {
    for (const std::string& line : opening) {
        log_.add(MessageKind::opening, line);
    }
    after_change();  // a record holds the game from its start
    if (session_->is_over()) {
        end();
    }
}

PlayPhase PlayController::phase() const {
    if (question_) {
        return PlayPhase::question;
    }
    if (session_->is_over()) {
        return PlayPhase::game_over;
    }
    if (session_->is_person(session_->to_move())) {
        return PlayPhase::person_to_move;
    }
    return computer_move_ ? PlayPhase::computer_move_shown : PlayPhase::computer_to_move;
}

bool PlayController::persons_turn() const {
    return phase() == PlayPhase::person_to_move;
}

PlayState PlayController::state() const {
    PlayState state;
    state.phase = phase();
    state.question = question_;
    state.board = session_->board();
    const BoardModel& board = state.board;
    const AnySetup& setup = session_->setup();
    const bool pointing = persons_turn() && pointer_;
    if (pointing) {
        state.marks.pointer = pointer_->cell;
        state.pointed = pointed_move(board, *pointer_);
        if (state.pointed) {
            state.marks.pointed = board.cells_touched(*state.pointed);
            state.pointed_text = describe_move(setup, *state.pointed);
        }
    }
    if (hover_ && board.contains(*hover_)) {
        state.hover = hover_;
        const int choices = static_cast<int>(board.moves_at(*hover_).size());
        const int count = std::clamp(pointer_ ? pointer_->count : 1, 1, std::max(choices, 1));
        if (const auto move = board.move_at(*hover_, count)) {
            state.hover_text = describe_move(setup, *move);
            state.hover_plays = persons_turn();
            if (state.hover_plays) {
                state.marks.hovered = board.cells_touched(*move);
            }
        } else {
            state.hover_text = refused_pointing(setup, board, *hover_, 1);
        }
    }
    state.marks.winning = cells_of(board, hint_moves_);
    if (computer_move_) {
        state.marks.computer = board.cells_touched(*computer_move_);
    }
    if (const auto winner = session_->winner()) {
        state.result = result_summary(participant(*winner));
        state.status = trf("Game over · {0}", state.result);
    } else if (session_->is_over()) {
        state.status = tr("Game over");
    } else {
        state.mover = participant(session_->to_move());
        state.seat_to_move = session_->to_move();
        state.turn = turn_message(state.mover);
        state.status = state.turn;
    }
    state.title.game = rules_summary(setup);
    if (const auto computers = session_->computers(); !computers.empty()) {
        state.title.strength = describe_computers(computers);
    }
    state.title.seed = trf("seed {0}", session_->random().seed());
    state.person_plays = session_->is_person(Seat::one) || session_->is_person(Seat::two);
    const bool history_phase = persons_turn() || state.phase == PlayPhase::game_over;
    state.can_undo = history_phase && session_->can_undo();
    state.can_redo = history_phase && session_->can_redo();
    return state;
}

bool PlayController::point(Cell cell) {
    if (!persons_turn()) {
        return false;
    }
    const BoardModel board = session_->board();
    if (!board.contains(cell)) {
        return false;
    }
    if (board.moves_at(cell).empty()) {
        refuse(cell, 1);
        return false;
    }
    const int count = pointer_ ? pointer_->count : 1;
    const int choices = static_cast<int>(board.moves_at(cell).size());
    pointer_ = BoardPointer{cell, std::clamp(count, 1, choices)};
    return true;
}

bool PlayController::point(Cell cell, int count) {
    if (!persons_turn() || !session_->board().move_at(cell, count)) {
        return false;
    }
    pointer_ = BoardPointer{cell, count};
    return true;
}

void PlayController::hover(std::optional<Cell> cell) {
    hover_ = cell;
}

void PlayController::step(Direction direction, bool transposed) {
    if (persons_turn() && pointer_) {
        pointer_ = step_pointer(session_->board(), *pointer_, direction, transposed);
    }
}

void PlayController::step_to_end(Direction direction, bool transposed) {
    if (persons_turn() && pointer_) {
        pointer_ = step_pointer_to_end(session_->board(), *pointer_, direction, transposed);
    }
}

void PlayController::change_count(int delta) {
    if (!persons_turn() || !pointer_) {
        return;
    }
    const BoardModel board = session_->board();
    const BoardPointer resized = resize_pointer(board, *pointer_, delta);
    if (resized == *pointer_ && delta > 0) {
        const auto move = pointed_move(board, *pointer_);
        const int size = move ? static_cast<int>(board.cells_touched(*move).size()) : 0;
        refuse(pointer_->cell,
               board.count_meaning == CountMeaning::cells_touched ? size + 1 : pointer_->count + 1);
    }
    pointer_ = resized;
}

void PlayController::set_count(int count) {
    if (!persons_turn() || !pointer_) {
        return;
    }
    const BoardModel board = session_->board();
    if (const auto counted = counted_pointer(board, *pointer_, count)) {
        pointer_ = counted;
    } else {
        refuse(pointer_->cell, count);
    }
}

bool PlayController::play_pointed() {
    if (!persons_turn() || !pointer_) {
        return false;
    }
    const auto move = pointed_move(session_->board(), *pointer_);
    if (!move) {
        return false;
    }
    play(*move, {});
    return true;
}

bool PlayController::play_at(Cell cell) {
    return point(cell) && play_pointed();
}

void PlayController::hint() {
    if (!persons_turn()) {
        return;
    }
    const AnyExplanation explanation = session_->explain();
    hint_moves_ = winning_moves_of(explanation);
    log_.add(MessageKind::hint, hint_text(explanation));
}

void PlayController::undo() {
    const PlayPhase now = phase();
    if (now != PlayPhase::person_to_move && now != PlayPhase::game_over) {
        return;
    }
    const int moves = session_->undo();
    log_.add(MessageKind::history, taken_back_message(moves));
    if (moves > 0) {
        after_change();
    }
}

void PlayController::redo() {
    const PlayPhase now = phase();
    if (now != PlayPhase::person_to_move && now != PlayPhase::game_over) {
        return;
    }
    const int moves = session_->redo();
    log_.add(MessageKind::history, played_again_message(moves));
    if (moves > 0) {
        after_change();
        if (session_->is_over()) {
            end();
        }
    }
}

void PlayController::review() {
    if (!session_->history().empty()) {
        log_.add(MessageKind::review,
                 render_review(session_->setup(), participants_, session_->review()));
    }
}

std::optional<GameExit> PlayController::ask(GameExit exit) {
    if (session_->is_over()) {
        question_.reset();
        return exit;
    }
    question_ = exit;
    return std::nullopt;
}

std::optional<GameExit> PlayController::confirm() {
    const auto exit = question_;
    question_.reset();
    return exit;
}

void PlayController::cancel() {
    question_.reset();
}

void PlayController::hold_computer_move() {
    if (phase() == PlayPhase::computer_to_move) {
        computer_move_ = session_->computer_move();
    }
}

void PlayController::play_held_move() {
    if (phase() == PlayPhase::computer_to_move) {
        hold_computer_move();
    }
    if (phase() != PlayPhase::computer_move_shown) {
        return;
    }
    const AnyMove move = *computer_move_;
    std::string why;
    if (options_.explain) {
        why = computer_move_reason(session_->explain(move), session_->judge(move),
                                   session_->seat(session_->to_move()).strength.style);
    }
    play(move, std::move(why));
}

void PlayController::play(const AnyMove& move, std::string why) {
    const Participant mover = participant(session_->to_move());
    const BoardModel before = session_->board();
    session_->play(move);
    for (std::string& line :
         move_narration(session_->setup(), mover, before, move, session_->board())) {
        log_.add(MessageKind::move, std::move(line));
    }
    log_.add(MessageKind::explanation, std::move(why));
    after_change();
    if (session_->is_over()) {
        end();
    }
}

void PlayController::after_change() {
    hint_moves_.clear();
    computer_move_.reset();
    const BoardModel now = session_->board();
    pointer_ = pointer_ ? nearest_pointer(now, *pointer_) : first_pointer(now);
    if (options_.changed) {
        log_.add(MessageKind::alert, options_.changed(*session_));
    }
}

void PlayController::end() {
    if (const auto winner = session_->winner()) {
        EndNarration told = end_narration(
            session_->setup(), participant(other_seat(session_->to_move())), participant(*winner));
        if (told.how) {
            log_.add(MessageKind::ending, std::move(*told.how));
        }
        log_.add(MessageKind::result, std::move(told.winner));
    }
    if (options_.review_at_end) {
        review();
    }
}

void PlayController::refuse(Cell cell, int count) {
    log_.add(MessageKind::refusal,
             refused_pointing(session_->setup(), session_->board(), cell, count));
}

}  // namespace marienbad
