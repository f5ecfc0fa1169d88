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

// "You: solid marks show the cells a move takes".
std::string seat_line(Participant who, Seat seat) {
    return trf("{0}: {1}", participant_name(who),
               seat == Seat::one ? tr("solid marks show the cells a move takes")
                                 : tr("hatched marks show the cells a move takes"));
}

}  // namespace

std::string leave_question(GameExit exit, bool exercise) {
    switch (exit) {
        case GameExit::quit:
            return tr("Quit Marienbad? The game in progress will be lost.");
        case GameExit::new_game:
            return exercise ? tr("Leave this exercise for the next one?")
                            : tr("Leave this game for a new one with the same settings? The game "
                                 "in progress will be lost.");
        case GameExit::course:
            return tr(
                "Leave this game for a lesson or puzzles? The game in progress will be "
                "lost.");
        case GameExit::list:
        case GameExit::form:
            break;
    }
    return tr("Leave this game for a new game?");
}

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
      coach_(options_.coach),
      answers_(options_.exercise ? options_.exercise->questions : std::vector<ExerciseQuestion>{}) {
    name_board();
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
    if (question_) {
        state.question_text = question_text_;
    }
    state.board = board_;
    state.frame = frames_.frame();
    state.names = names_;
    state.board_number = board_number_;
    state.transposed = board_.transposable && wording_.piles_as_rows;
    const BoardModel& board = board_;
    const AnySetup& setup = session_->setup();
    const bool pointing = persons_turn() && pointer_;
    if (pointing) {
        state.marks.pointer = pointer_->cell;
        state.pointer_chosen = pointer_chosen_;
        state.pointed = pointed_move(board, *pointer_);
        if (state.pointed) {
            state.marks.pointed = board.cells_touched(*state.pointed);
            state.pointed_text = game_->describe_move(setup, *state.pointed, wording_);
        }
        const bool pawns = board.count_meaning == CountMeaning::pawn_number;
        if (const auto fewer = counted(-1)) {
            state.count.fewer = pointed_move(board, *fewer);
            const std::string move = game_->describe_move(setup, *state.count.fewer, wording_);
            state.count.fewer_text = pawns ? trf("Previous: {0}", move) : trf("Fewer: {0}", move);
        }
        if (const auto more = counted(1)) {
            state.count.more = pointed_move(board, *more);
            const std::string move = game_->describe_move(setup, *state.count.more, wording_);
            state.count.more_text = pawns ? trf("Next: {0}", move) : trf("More: {0}", move);
        }
    }
    fill_hover(state);
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
    state.title.seed = options_.exercise && !options_.exercise->title_seed.empty()
                           ? options_.exercise->title_seed
                           : trf("seed {0}", session_->random().seed());
    state.id = game_id_now(*session_);
    state.seats = {seat_line(participant(Seat::one), Seat::one),
                   seat_line(participant(Seat::two), Seat::two)};
    state.person_plays = session_->is_person(Seat::one) || session_->is_person(Seat::two);
    state.exercise = options_.exercise.has_value();
    const bool history_phase = persons_turn() || state.phase == PlayPhase::game_over;
    state.can_undo = history_phase && session_->can_undo();
    state.can_redo = history_phase && session_->can_redo();
    state.hint_step = hint_step_;
    state.coach = coach_;
    if (answering()) {
        // The question's cell marked, no move pointed at: the digits answer it.
        state.answering = true;
        state.answer_min = answers_.current().min;
        state.answer_max = answers_.current().max;
        state.marks.pointer = answers_.current().cell;
        state.marks.pointed.clear();
        state.marks.hovered.clear();
        state.pointed.reset();
        state.pointed_text.clear();
        state.hover_plays = false;
        state.hover_text.clear();
        state.turn = answers_.prompt_line();
        state.status = state.turn;
    }
    return state;
}

void PlayController::fill_hover(PlayState& state) const {
    state.hover.reset();
    state.hover_text.clear();
    state.hover_plays = false;
    state.marks.hovered.clear();
    const BoardModel& board = board_;
    const AnySetup& setup = session_->setup();
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
        } else if (const auto chosen = pointer_at(board, pointer_, *hover_);
                   chosen && persons_turn()) {
            // One of several pawns: a click chooses it.
            const BoardCell& here = board.at(*hover_);
            state.hover_text = trf("A click here chooses {0}.",
                                   names_->pawns.at(static_cast<std::size_t>(here.first_pawn - 1)));
        } else {
            state.hover_text = game_->refused_pointing(setup, board, *hover_, 1, wording_);
        }
    }
}

bool PlayController::point(Cell cell) {
    if (!persons_turn() || !board_.contains(cell)) {
        return false;
    }
    if (answering()) {
        log_.add(MessageKind::refusal, answer_wanted_message(answers_.current()));
        return false;
    }
    typed_.clear();
    const auto pointed = pointer_at(board_, pointer_, cell);
    if (!pointed) {
        refuse(cell, 1);
        return false;
    }
    choose_pointer(*pointed);
    return true;
}

bool PlayController::point(Cell cell, int count) {
    if (!persons_turn() || !board_.move_at(cell, count)) {
        return false;
    }
    choose_pointer({cell, count});
    return true;
}

void PlayController::choose_pointer(const BoardPointer& pointer) {
    typed_.clear();
    pointer_ = pointer;
    pointer_chosen_ = true;
    changed();
}

std::optional<BoardPointer> PlayController::counted(int delta) const {
    if (!pointer_) {
        return std::nullopt;
    }
    if (board_.count_meaning == CountMeaning::pawn_number && board_.pawns.size() > 1) {
        return other_pawn_pointer(board_, *pointer_, delta);
    }
    const BoardPointer resized = resize_pointer(board_, *pointer_, delta);
    if (resized == *pointer_) {
        return std::nullopt;
    }
    return resized;
}

bool PlayController::press(Cell cell, Press how) {
    if (how == Press::click) {
        return play_at(cell);
    }
    if (persons_turn() && pointer_ && pointer_->cell == cell && pointer_chosen_) {
        return play_pointed();
    }
    // A tap on a pawn chooses it — unless the pawn the person chose can go there.
    if (persons_turn() && pointer_ &&
        !(pointer_chosen_ && pointed_pawn_goes_to(board_, *pointer_, cell))) {
        if (const auto chosen = pawn_choice(board_, *pointer_, cell)) {
            typed_.clear();
            choose_pointer(*chosen);
            return false;
        }
    }
    point(cell);
    return false;
}

void PlayController::wheel(int delta) {
    if (!persons_turn() || !pointer_ || delta == 0) {
        return;
    }
    // The wheel counts at the cell under the mouse, where a click would play.
    if (hover_ && pointer_->cell != *hover_ && !board_.moves_at(*hover_).empty()) {
        point(*hover_);
    }
    if (const auto counted_pointer = counted(delta > 0 ? 1 : -1)) {
        choose_pointer(*counted_pointer);
    }
}

void PlayController::describe_position() {
    log_.add(MessageKind::position, names_->position);
    changed();
}

void PlayController::name_board() {
    names_ =
        std::make_shared<const BoardNames>(game_->board_names(session_->setup(), board_, wording_));
    ++board_number_;
    changed();
}

void PlayController::set_wording(Wording wording) {
    if (wording.piles_as_rows != wording_.piles_as_rows) {
        wording_ = wording;
        name_board();
    }
}

void PlayController::hover(std::optional<Cell> cell) {
    if (hover_ == cell) {
        return;
    }
    hover_ = cell;
    if (state_current_) {
        // Only what the mouse is over changed: the state kept, its hover made again (the mouse
        // moves often, and the largest boards' states are not small).
        fill_hover(state_);
        ++computations_;
    } else {
        changed();
    }
}

void PlayController::prepare() {
    if (!hinted_ && !session_->is_over()) {
        hinted_ = session_->explain();
    }
}

void PlayController::step(Direction direction, bool transposed) {
    if (persons_turn() && pointer_) {
        choose_pointer(step_pointer(board_, *pointer_, direction, transposed));
    }
}

void PlayController::step_to_end(Direction direction, bool transposed) {
    if (persons_turn() && pointer_) {
        choose_pointer(step_pointer_to_end(board_, *pointer_, direction, transposed));
    }
}

void PlayController::change_count(int delta) {
    if (!persons_turn() || !pointer_) {
        return;
    }
    typed_.clear();
    if (const auto other = counted(delta)) {
        choose_pointer(*other);
        return;
    }
    if (delta > 0) {
        if (board_.count_meaning == CountMeaning::pawn_number && board_.pawns.size() > 1) {
            log_.add(MessageKind::refusal, tr("No other pawn can move."));
        } else {
            const auto move = pointed_move(board_, *pointer_);
            const int size = move ? static_cast<int>(board_.cells_touched(*move).size()) : 0;
            refuse(pointer_->cell, board_.count_meaning == CountMeaning::cells_touched
                                       ? size + 1
                                       : pointer_->count + 1);
        }
    }
    pointer_chosen_ = true;
    changed();
}

bool PlayController::set_count(int count) {
    if (!persons_turn() || !pointer_) {
        return false;
    }
    typed_.clear();
    if (const auto counted = counted_pointer(board_, *pointer_, count)) {
        choose_pointer(*counted);
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
    if (answering()) {
        if (const auto outcome = answers_.type_digit(digit)) {
            answered(*outcome);
        }
        changed();
        return;
    }
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
            pointer_chosen_ = true;
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
        pointer_chosen_ = true;
        changed();
    } else {
        log_.add(MessageKind::refusal, refused_count(digit));
    }
}

bool PlayController::play_pointed() {
    if (answering()) {
        answered(answers_.give_typed());
        return false;
    }
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
    // A click on a pawn chooses it: what it then plays is the person's next click.
    return point(cell) && pointer_->cell == cell && play_pointed();
}

void PlayController::hint() {
    if (!persons_turn()) {
        return;
    }
    if (answering()) {
        log_.add(MessageKind::hint, answers_.current().hint);
        changed();
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
    pointer_chosen_ = true;  // the hint's move, which a tap or Enter plays
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
        name_board();
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
        name_board();
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
    name_board();
    after_change();
    changed();
}

void PlayController::review() {
    if (!session_->history().empty()) {
        log_.add(MessageKind::review,
                 render_review(session_->setup(), participants_, session_->review(), wording_));
    }
}

std::optional<GameExit> PlayController::ask(GameExit exit, std::string question) {
    const bool kept = exit == GameExit::form || exit == GameExit::list;  // the flow keeps it
    if (kept || session_->is_over() || exercise_done() || session_->history().empty()) {
        // Nothing would be lost.
        question_.reset();
        changed();
        return exit;
    }
    question_ = exit;
    question_text_ = question.empty() ? leave_question(exit, options_.exercise.has_value())
                                      : std::move(question);
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

std::optional<std::chrono::milliseconds> PlayController::ms_until_step(
    PlayClock::time_point now) const {
    const auto due = next_step_due();
    if (!due) {
        return std::nullopt;
    }
    if (*due <= now) {
        return std::chrono::milliseconds(0);
    }
    return std::chrono::ceil<std::chrono::milliseconds>(*due - now);
}

void PlayController::finish_computer_move() {
    // Chosen and shown, then played: two steps at most.
    for (int step = 0; step < 2 && next_step_due(); ++step) {
        take_step();
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
    name_board();
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
    pointer_chosen_ = false;
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
    if (!options_.exercise || answers_.asking()) {
        return false;
    }
    return options_.exercise->questions_only ||
           (options_.exercise->single_move && !session_->history().empty());
}

void PlayController::answer(int value) {
    if (answering()) {
        answered(answers_.answer(value));
    }
}

void PlayController::answered(const AnswerOutcome& outcome) {
    if (!outcome.right) {
        log_.add(MessageKind::refusal, outcome.refusal);
        changed();
        return;
    }
    for (const std::string& line : outcome.lines) {
        log_.add(MessageKind::move, line);
    }
    if (!answers_.asking()) {
        if (options_.exercise->questions_only) {
            end_exercise(true);
        } else {
            log_.add(MessageKind::opening, options_.exercise->after_questions);
        }
    }
    changed();
}

void PlayController::end_exercise(bool succeeded) {
    if (!options_.exercise->ended) {
        return;
    }
    const auto& kept = log_.kept();
    const bool hinted = std::any_of(kept.begin(), kept.end(), [](const Message& message) {
        return message.kind == MessageKind::hint;
    });
    for (std::string& line : options_.exercise->ended({succeeded, wrong_tries(), hinted})) {
        log_.add(MessageKind::result, std::move(line));
    }
    changed();
}

void PlayController::refuse(Cell cell, int count) {
    log_.add(MessageKind::refusal,
             game_->refused_pointing(session_->setup(), board_, cell, count, wording_));
}

}  // namespace marienbad
