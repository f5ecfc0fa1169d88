// The play controller's actions and the state it reads back.
#include "play/play_controller.hpp"

#include <algorithm>

#include "catalogue/catalogue.hpp"
#include "catalogue/game_id.hpp"
#include "i18n/i18n.hpp"
#include "play/coach_text.hpp"
#include "play/narration.hpp"
#include "play/review_text.hpp"
#include "text/hint_steps.hpp"

namespace marienbad {
namespace {

std::vector<Cell> cells_of(const BoardModel& board, const std::vector<AnyMove>& moves) {
    std::vector<Cell> cells;
    for (const AnyMove& move : moves) {
        for (const Cell cell : board.cells_touched(move)) {
            if (std::find(cells.begin(), cells.end(), cell) == cells.end()) {
                cells.push_back(cell);
            }
        }
    }
    return cells;
}

}  // namespace

PlayController::PlayController(std::unique_ptr<GameSession> session,
                               const std::vector<std::string>& opening, PlayOptions options)
    : session_(std::move(session)),
      game_(&game_of(session_->setup())),
      options_(std::move(options)),
      participants_(
          Participants::for_seats(session_->is_person(Seat::one), session_->is_person(Seat::two))),
      wording_(options_.wording),
      board_(session_->board()),
      frames_(board_, session_->history().size()),
      pointer_(first_pointer(board_)),
      coach_(options_.coach) {
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
    if (session_->is_over() || exercise_done()) {
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

const PlayState& PlayController::state() const {
    if (!state_current_) {
        state_ = compute_state();
        state_current_ = true;
        ++computations_;
    }
    return state_;
}

PlayState PlayController::compute_state() const {
    PlayState state;
    state.phase = phase();
    state.question = question_;
    state.board = board_;
    state.frame = frames_.frame();
    const BoardModel& board = board_;
    const AnySetup& setup = session_->setup();
    const bool pointing = persons_turn() && pointer_;
    if (pointing) {
        state.marks.pointer = pointer_->cell;
        state.pointed = pointed_move(board, *pointer_);
        if (state.pointed) {
            state.marks.pointed = board.cells_touched(*state.pointed);
            state.pointed_text = game_->describe_move(setup, *state.pointed, wording_);
        }
    }
    if (hover_ && board.contains(*hover_)) {
        state.hover = hover_;
        const int choices = static_cast<int>(board.moves_at(*hover_).size());
        const int count = std::clamp(pointer_ ? pointer_->count : 1, 1, std::max(choices, 1));
        if (const auto move = board.move_at(*hover_, count)) {
            state.hover_text = game_->describe_move(setup, *move, wording_);
            state.hover_plays = persons_turn();
            if (state.hover_plays) {
                state.marks.hovered = board.cells_touched(*move);
            }
        } else {
            state.hover_text = game_->refused_pointing(setup, board, *hover_, 1, wording_);
        }
    }
    state.marks.winning = cells_of(board, hint_moves_);
    if (computer_move_) {
        state.marks.computer = board.cells_touched(*computer_move_);
    }
    if (exercise_done()) {
        state.result = tr("Found: that move wins");
        state.status = state.result;
    } else if (const auto winner = session_->winner()) {
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
    state.title.game = game_->rules_summary(setup);
    if (options_.exercise) {
        state.title.game = options_.exercise->heading + " · " + state.title.game;
    }
    const bool computer_plays = !(options_.exercise && options_.exercise->single_move);
    if (const auto computers = session_->computers(); !computers.empty() && computer_plays) {
        state.title.strength = describe_computers(computers);
    }
    state.title.seed = trf("seed {0}", session_->random().seed());
    state.id = game_id_now(*session_);
    state.person_plays = session_->is_person(Seat::one) || session_->is_person(Seat::two);
    state.exercise = options_.exercise.has_value();
    const bool history_phase = persons_turn() || state.phase == PlayPhase::game_over;
    state.can_undo = history_phase && session_->can_undo();
    state.can_redo = history_phase && session_->can_redo();
    state.hint_step = hint_step_;
    state.coach = coach_;
    return state;
}

bool PlayController::point(Cell cell) {
    if (!persons_turn() || !board_.contains(cell)) {
        return false;
    }
    typed_.clear();
    if (board_.moves_at(cell).empty()) {
        refuse(cell, 1);
        return false;
    }
    const int count = pointer_ ? pointer_->count : 1;
    const int choices = static_cast<int>(board_.moves_at(cell).size());
    pointer_ = BoardPointer{cell, std::clamp(count, 1, choices)};
    changed();
    return true;
}

bool PlayController::point(Cell cell, int count) {
    if (!persons_turn() || !board_.move_at(cell, count)) {
        return false;
    }
    typed_.clear();
    pointer_ = BoardPointer{cell, count};
    changed();
    return true;
}

void PlayController::set_wording(Wording wording) {
    if (wording.piles_as_rows != wording_.piles_as_rows) {
        wording_ = wording;
        changed();
    }
}

void PlayController::hover(std::optional<Cell> cell) {
    if (hover_ != cell) {
        hover_ = cell;
        changed();
    }
}

void PlayController::step(Direction direction, bool transposed) {
    if (persons_turn() && pointer_) {
        typed_.clear();
        pointer_ = step_pointer(board_, *pointer_, direction, transposed);
        changed();
    }
}

void PlayController::step_to_end(Direction direction, bool transposed) {
    if (persons_turn() && pointer_) {
        typed_.clear();
        pointer_ = step_pointer_to_end(board_, *pointer_, direction, transposed);
        changed();
    }
}

void PlayController::change_count(int delta) {
    if (!persons_turn() || !pointer_) {
        return;
    }
    typed_.clear();
    const BoardPointer resized = resize_pointer(board_, *pointer_, delta);
    if (resized == *pointer_ && delta > 0) {
        const auto move = pointed_move(board_, *pointer_);
        const int size = move ? static_cast<int>(board_.cells_touched(*move).size()) : 0;
        refuse(pointer_->cell, board_.count_meaning == CountMeaning::cells_touched
                                   ? size + 1
                                   : pointer_->count + 1);
    }
    pointer_ = resized;
    changed();
}

bool PlayController::set_count(int count) {
    if (!persons_turn() || !pointer_) {
        return false;
    }
    typed_.clear();
    if (const auto counted = counted_pointer(board_, *pointer_, count)) {
        pointer_ = counted;
        changed();
        return true;
    }
    log_.add(MessageKind::refusal, refused_count(count));
    return false;
}

std::string PlayController::rules_help() const {
    const AnySetup& setup = session_->setup();
    return game_->rules_sentence(setup, wording_) + "\n\n" + game_->how_to_play(setup);
}

std::string PlayController::refused_count(int count) const {
    return game_->refused_count(session_->setup(), board_, pointer_->cell, count, wording_);
}

void PlayController::type_digit(int digit, PlayClock::time_point now) {
    if (!persons_turn() || !pointer_ || digit < 0 || digit > 9) {
        return;
    }
    const char typed = static_cast<char>('0' + digit);
    const bool goes_on = !typed_.empty() && now - typed_at_ < k_digit_pause;
    typed_at_ = now;
    if (goes_on) {
        const std::string longer = typed_ + typed;
        if (const auto counted = counted_pointer(board_, *pointer_, std::stoi(longer))) {
            typed_ = longer;
            pointer_ = counted;
            changed();
            return;
        }
    }
    typed_.clear();
    if (digit == 0) {
        return;  // no count is 0, and no number starts with it
    }
    if (const auto counted = counted_pointer(board_, *pointer_, digit)) {
        typed_ = std::string(1, typed);
        pointer_ = counted;
        changed();
    } else {
        log_.add(MessageKind::refusal, refused_count(digit));
    }
}

bool PlayController::play_pointed() {
    if (!persons_turn() || !pointer_) {
        return false;
    }
    const auto move = pointed_move(board_, *pointer_);
    if (!move) {
        return false;
    }
    if (options_.exercise && options_.exercise->refuse) {
        if (auto why = options_.exercise->refuse(*move, wording_)) {
            ++wrong_tries_;
            log_.add(MessageKind::refusal, std::move(*why));
            typed_.clear();
            changed();
            return false;
        }
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
    if (!hinted_) {
        hinted_ = session_->explain();
    }
    hint_step_ = std::min(hint_step_ + 1, k_hint_steps);
    const HintSteps steps = game_->hint_steps(*hinted_, wording_);
    std::string text = hint_step_text(steps, hint_step_);
    if (hint_step_ == 1 && !why_told_) {
        // In the same message, so that a console showing it from its first line shows the step.
        text += hint_why_text(steps);
        why_told_ = true;
    }
    log_.add(MessageKind::hint, std::move(text));
    typed_.clear();
    changed();
    if (hint_step_ < k_hint_steps) {
        return;  // the move and its cells come with the last step
    }
    hint_moves_ = hinted_->winning_moves;
    // The pointer on the move the last step names, so that Enter plays the move just read; else
    // on a winning move (the one it is on, if it is one).
    const auto winning = [&](const std::optional<AnyMove>& move) {
        return move &&
               std::find(hint_moves_.begin(), hint_moves_.end(), *move) != hint_moves_.end();
    };
    std::optional<AnyMove> target;
    if (winning(steps.move)) {
        target = steps.move;
    } else if (!(pointer_ && winning(pointed_move(board_, *pointer_))) && !hint_moves_.empty()) {
        target = hint_moves_.front();
    }
    if (target) {
        if (const auto pointer = pointer_to(board_, *target)) {
            pointer_ = pointer;
        }
    }
}

void PlayController::set_coach(bool on) {
    if (on == coach_) {
        return;
    }
    coach_ = on;
    log_.add(MessageKind::coach, coach_switched_message(on));
    changed();
}

void PlayController::undo() {
    const PlayPhase now = phase();
    if (now != PlayPhase::person_to_move && now != PlayPhase::game_over) {
        return;
    }
    const int moves = session_->undo();
    log_.add(MessageKind::history, taken_back_message(moves));
    if (moves > 0) {
        board_ = session_->board();
        frames_.went_to(session_->history().size(), board_);
        after_change();
    }
    changed();
}

void PlayController::redo() {
    const PlayPhase now = phase();
    if (now != PlayPhase::person_to_move && now != PlayPhase::game_over) {
        return;
    }
    const int moves = session_->redo();
    log_.add(MessageKind::history, played_again_message(moves));
    if (moves > 0) {
        board_ = session_->board();
        frames_.went_to(session_->history().size(), board_);
        after_change();
        if (session_->is_over()) {
            end();
        }
    }
    changed();
}

void PlayController::restart() {
    const PlayPhase now = phase();
    if (now != PlayPhase::person_to_move && now != PlayPhase::game_over) {
        return;
    }
    int moves = 0;
    // Each undo takes back at least one move, and the history is finite.
    for (int taken = session_->undo(); taken > 0; taken = session_->undo()) {
        moves += taken;
    }
    if (moves == 0) {
        return;
    }
    log_.add(MessageKind::history, restarted_message(moves));
    board_ = session_->board();
    frames_.went_to(session_->history().size(), board_);
    after_change();
    changed();
}

void PlayController::review() {
    if (!session_->history().empty()) {
        log_.add(MessageKind::review,
                 render_review(session_->setup(), participants_, session_->review(), wording_));
    }
}

std::optional<GameExit> PlayController::ask(GameExit exit) {
    const bool kept = exit == GameExit::form || exit == GameExit::list;  // the flow keeps it
    if (kept || session_->is_over() || exercise_done() || session_->history().empty()) {
        // Nothing would be lost.
        question_.reset();
        changed();
        return exit;
    }
    question_ = exit;
    changed();
    return std::nullopt;
}

std::optional<GameExit> PlayController::confirm() {
    const auto exit = question_;
    question_.reset();
    changed();
    return exit;
}

void PlayController::cancel() {
    question_.reset();
    changed();
}

std::optional<PlayClock::time_point> PlayController::next_step_due() const {
    switch (phase()) {
        case PlayPhase::computer_to_move:
            return PlayClock::time_point{};  // at once: the clock's epoch, long past
        case PlayPhase::computer_move_shown:
            return shown_since_ + options_.computer_pace;
        default:
            return std::nullopt;
    }
}

void PlayController::take_step(PlayClock::time_point now) {
    switch (phase()) {
        case PlayPhase::computer_to_move:
            hold_computer_move(now);
            if (options_.computer_pace.count() <= 0) {
                play_held_move();
            }
            break;
        case PlayPhase::computer_move_shown:
            play_held_move();
            break;
        default:
            break;
    }
}

void PlayController::hold_computer_move(PlayClock::time_point now) {
    if (phase() == PlayPhase::computer_to_move) {
        computer_move_ = session_->computer_move();
        shown_since_ = now;
        changed();
    }
}

void PlayController::play_held_move() {
    if (phase() != PlayPhase::computer_move_shown) {
        return;
    }
    const AnyMove move = *computer_move_;
    std::string why;
    if (options_.explain) {
        why = computer_move_reason(*game_, session_->explain(move), session_->judge(move),
                                   session_->seat(session_->to_move()).strength.style, wording_);
    }
    play(move, std::move(why));
}

std::string PlayController::coach_remark(const AnyMove& move) {
    if (!coach_ || !session_->is_person(session_->to_move()) ||
        session_->judge(move) != MoveVerdict::threw_away_win) {
        return {};
    }
    if (!hinted_) {
        hinted_ = session_->explain();
    }
    const std::vector<AnyMove> winning = hinted_->winning_moves;
    return winning.empty()
               ? std::string()
               : coach_message(game_->describe_move(session_->setup(), winning.front(), wording_));
}

void PlayController::play(const AnyMove& move, std::string why) {
    const Participant mover = participant(session_->to_move());
    std::string remark = coach_remark(move);
    const BoardModel before = board_;
    const std::vector<Cell> touched = before.cells_touched(move);
    session_->play(move);
    board_ = session_->board();
    frames_.moved(before, touched, board_, session_->history().size());
    for (std::string& line :
         move_narration(session_->setup(), mover, before, move, board_, wording_)) {
        log_.add(MessageKind::move, std::move(line));
    }
    log_.add(MessageKind::explanation, std::move(why));
    log_.add(MessageKind::coach, std::move(remark));
    after_change();
    if (session_->is_over()) {
        end();
    } else if (exercise_done()) {
        end_exercise(true);
    }
}

// After the position changed (board_ is the new one's): what belonged to the last position goes.
void PlayController::after_change() {
    hint_moves_.clear();
    hinted_.reset();
    hint_step_ = 0;
    computer_move_.reset();
    typed_.clear();
    pointer_ = pointer_ ? nearest_pointer(board_, *pointer_) : first_pointer(board_);
    if (options_.changed) {
        log_.add(MessageKind::alert, options_.changed(*session_));
    }
    changed();
}

void PlayController::end() {
    if (const auto winner = session_->winner()) {
        EndNarration told = end_narration(
            session_->setup(), participant(other_seat(session_->to_move())), participant(*winner));
        if (told.how) {
            log_.add(MessageKind::ending, std::move(*told.how));
        }
        log_.add(MessageKind::result, std::move(told.winner));
        if (options_.exercise) {
            end_exercise(session_->is_person(*winner));
        }
    }
    if (options_.review_at_end) {
        review();
    }
    changed();
}

bool PlayController::exercise_done() const {
    return options_.exercise && options_.exercise->single_move && !session_->history().empty();
}

void PlayController::end_exercise(bool succeeded) {
    if (!options_.exercise->ended) {
        return;
    }
    const auto& kept = log_.kept();
    const bool hinted = std::any_of(kept.begin(), kept.end(), [](const Message& message) {
        return message.kind == MessageKind::hint;
    });
    for (std::string& line : options_.exercise->ended({succeeded, wrong_tries_, hinted})) {
        log_.add(MessageKind::result, std::move(line));
    }
    changed();
}

void PlayController::refuse(Cell cell, int count) {
    log_.add(MessageKind::refusal,
             game_->refused_pointing(session_->setup(), board_, cell, count, wording_));
}

}  // namespace marienbad
