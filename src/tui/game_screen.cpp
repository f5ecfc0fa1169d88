// The game screen: its three zones, the person's keys and the computer's moves.
#include "tui/game_screen.hpp"

#include <algorithm>

#include "i18n/i18n.hpp"
#include "text/explanation_text.hpp"
#include "text/game_wording.hpp"
#include "text/review_text.hpp"
#include "tui/board_view.hpp"
#include "tui/frame.hpp"
#include "tui/glyphs.hpp"

namespace marienbad {
namespace {

constexpr int k_console_lines = 4;  // at least: three messages and the prompt
constexpr int k_chrome_lines = 3;   // the title bar, the rule over the console, the keys
constexpr int k_min_width = 30;
constexpr int k_page = 5;  // lines a Page Up scrolls, beyond the zone's height

// Where the zones go on a screen of `size`, for `board` (which the view reads: it must outlive
// the layout).
struct GameLayout {
    BoardView view;
    bool fits;
    ScreenSize needed;
    int board_top;
    int board_left;
    int rule_row;
    int console_top;
    int console_height;
};

GameLayout lay_out(const BoardModel& board, ScreenSize size) {
    const int area = size.height - k_chrome_lines - k_console_lines;
    BoardView view(board, size.width, std::max(area, 0));
    const ScreenSize needed{std::max(view.needed().width, k_min_width),
                            view.needed().height + k_chrome_lines + k_console_lines};
    const bool fits = view.fits() && size.width >= k_min_width && area >= 0;
    const int height = view.plan().height();
    const int margin = height + 2 <= area ? 1 : 0;
    const int board_top = 1 + margin;
    const int board_left = std::max(0, (size.width - view.plan().width()) / 2);
    const int rule_row = board_top + height + margin;
    return {std::move(view), fits,     needed,       board_top,
            board_left,      rule_row, rule_row + 1, size.height - 1 - (rule_row + 1)};
}

std::vector<Cell> touched_by(const BoardModel& board, const std::vector<AnyMove>& moves) {
    std::vector<Cell> cells;
    for (const AnyMove& move : moves) {
        for (const Cell cell : board.cells_touched(move)) {
            cells.push_back(cell);
        }
    }
    return cells;
}

std::optional<Direction> direction_of(KeyCode code) {
    switch (code) {
        case KeyCode::left:
            return Direction::left;
        case KeyCode::right:
            return Direction::right;
        case KeyCode::up:
            return Direction::up;
        case KeyCode::down:
            return Direction::down;
        default:
            return std::nullopt;
    }
}

std::string keys_help() {
    return tr(
        "Keys:\n"
        "  arrows   move the cursor over the cells where you can play\n"
        "  + -      take one more or one fewer (also Up and Down on a single row)\n"
        "  1 to 9   how many, where the board asks how many\n"
        "  Enter    play the move under the cursor (the mouse: click twice)\n"
        "  ?        a hint: the winning moves and why they win\n"
        "  u r      take your last turn back, play it again\n"
        "  n m      a new game, the menu\n"
        "  PgUp PgDn  scroll the console\n"
        "  q        quit");
}

}  // namespace

GameScreen::GameScreen(std::unique_ptr<GameSession> session,
                       const std::vector<std::string>& opening, TuiGameOptions options)
    : session_(std::move(session)),
      options_(std::move(options)),
      participants_(
          Participants::for_seats(session_->is_person(Seat::one), session_->is_person(Seat::two))),
      pointer_(first_pointer(session_->board())) {
    for (const std::string& line : opening) {
        console_.add(line);
    }
    changed();  // a record holds the game from its start
    if (session_->is_over()) {
        end();
    }
}

bool GameScreen::persons_turn() const {
    return !session_->is_over() && session_->is_person(session_->to_move());
}

bool GameScreen::computer_to_move() const {
    return !session_->is_over() && !session_->is_person(session_->to_move()) &&
           question_ == Question::none;
}

void GameScreen::choose_computer_move() {
    computer_move_ = session_->computer_move();
}

void GameScreen::play_computer_move() {
    if (!computer_move_) {
        choose_computer_move();
    }
    if (!computer_move_) {
        return;
    }
    const AnyMove move = *computer_move_;
    const Participant mover = participants_.at(session_->to_move());
    std::string why;
    if (options_.explain) {
        why = computer_move_reason(session_->explain(move), session_->judge(move));
    }
    computer_move_.reset();
    play(mover, move, why);
}

void GameScreen::play(Participant mover, const AnyMove& move, std::string why) {
    const BoardModel before = board();
    session_->play(move);
    changed();
    hint_moves_.clear();
    console_.add(announce_move(session_->setup(), mover, move));
    const BoardModel after = board();
    if (const auto consequence = move_consequence(session_->setup(), before, move, after)) {
        console_.add(*consequence);
    }
    if (!why.empty()) {
        console_.add(why);
    }
    point_again(after);
    if (session_->is_over()) {
        end();
    }
}

void GameScreen::end() {
    const Seat last_mover = other_seat(session_->to_move());
    if (const auto sentence = game_over_sentence(session_->setup(), participants_.at(last_mover))) {
        console_.add(*sentence);
    }
    if (const auto winner = session_->winner()) {
        console_.add(winner_message(participants_.at(*winner)), Style::alert);
    }
    if (!session_->history().empty()) {
        console_.add(render_review(session_->setup(), participants_, session_->review()));
    }
}

void GameScreen::hint() {
    const AnyExplanation explanation = session_->explain();
    hint_moves_ = winning_moves_of(explanation);
    console_.add(hint_text(explanation));
}

void GameScreen::take_back(bool undo) {
    const int moves = undo ? session_->undo() : session_->redo();
    console_.add(undo ? taken_back_message(moves) : played_again_message(moves));
    if (moves == 0) {
        return;
    }
    changed();
    hint_moves_.clear();
    computer_move_.reset();
    point_again(board());
    if (session_->is_over()) {
        end();
    }
}

void GameScreen::changed() {
    if (options_.changed) {
        if (const std::string message = options_.changed(*session_); !message.empty()) {
            console_.add(message, Style::alert);
        }
    }
}

void GameScreen::point_again(const BoardModel& now) {
    pointer_ = pointer_ ? nearest_pointer(now, *pointer_) : first_pointer(now);
}

void GameScreen::digit(int count, const BoardModel& now) {
    if (!pointer_ || count > now.count_limit) {
        return;
    }
    if (count <= static_cast<int>(now.moves_at(pointer_->cell).size())) {
        pointer_->count = count;
        return;
    }
    console_.add(refused_pointing(session_->setup(), now, pointer_->cell, count), Style::alert);
}

void GameScreen::mouse(const Key& key) {
    const BoardModel now = board();
    const GameLayout layout = lay_out(now, drawn_size_);
    if (key.row >= layout.console_top && key.row < layout.console_top + layout.console_height) {
        if (key.button == MouseButton::wheel_up || key.button == MouseButton::wheel_down) {
            console_.scroll(key.button == MouseButton::wheel_up ? 3 : -3);
        }
        return;
    }
    if (!persons_turn() || !pointer_) {
        return;
    }
    if (key.button == MouseButton::wheel_up || key.button == MouseButton::wheel_down) {
        pointer_ = resize_pointer(now, *pointer_, key.button == MouseButton::wheel_up ? 1 : -1);
        return;
    }
    const auto cell = layout.view.cell_at(key.row - layout.board_top, key.col - layout.board_left);
    if (!cell) {
        return;
    }
    if (now.moves_at(*cell).empty()) {
        console_.add(refused_pointing(session_->setup(), now, *cell, 1), Style::alert);
    } else if (pointer_->cell == *cell) {
        if (const auto move = pointed_move(now, *pointer_)) {
            play(participants_.at(session_->to_move()), *move, {});
        }
    } else {
        pointer_ = BoardPointer{*cell, 1};
    }
}

std::optional<GameExit> GameScreen::answer(Question question, const Key& key) {
    question_ = Question::none;
    const auto confirmed = [&](char letter) { return key.is(letter); };
    switch (question) {
        case Question::quit:
            if (confirmed('q')) {
                return GameExit::quit;
            }
            break;
        case Question::new_game:
            if (confirmed('n')) {
                return GameExit::new_game;
            }
            break;
        case Question::menu:
            if (confirmed('m')) {
                return GameExit::menu;
            }
            break;
        case Question::none:
            break;
    }
    return std::nullopt;
}

std::optional<GameExit> GameScreen::handle_over(const Key& key) {
    if (key.code == KeyCode::enter || key.is('n')) {
        return GameExit::new_game;
    }
    if (key.is('m')) {
        return GameExit::menu;
    }
    if (key.is('q') || key.code == KeyCode::escape) {
        return GameExit::quit;
    }
    if (key.is('u') || key.is('r')) {
        take_back(key.is('u'));
    }
    return std::nullopt;
}

std::optional<GameExit> GameScreen::handle(const Key& key) {
    if (key.code == KeyCode::resize || key.code == KeyCode::stop) {
        return std::nullopt;
    }
    if (key.code == KeyCode::page_up || key.code == KeyCode::page_down) {
        const BoardModel now = board();
        const int page = std::max(1, lay_out(now, drawn_size_).console_height - 1) + k_page;
        console_.scroll(key.code == KeyCode::page_up ? page : -page);
        return std::nullopt;
    }
    if (key.code == KeyCode::mouse) {
        mouse(key);
        return std::nullopt;
    }
    if (question_ != Question::none) {
        return answer(question_, key);
    }
    if (key.is('h')) {
        console_.add(keys_help());
        return std::nullopt;
    }
    if (session_->is_over()) {
        return handle_over(key);
    }
    if (key.is('q') || key.code == KeyCode::escape) {
        question_ = Question::quit;
    } else if (key.is('n')) {
        question_ = Question::new_game;
    } else if (key.is('m')) {
        question_ = Question::menu;
    }
    if (question_ != Question::none || !persons_turn()) {
        return std::nullopt;
    }
    if (key.is('u') || key.is('r')) {
        take_back(key.is('u'));
        return std::nullopt;
    }
    if (key.is('?')) {
        hint();
        return std::nullopt;
    }
    if (!pointer_) {
        return std::nullopt;
    }
    const BoardModel now = board();
    if (const auto direction = direction_of(key.code)) {
        const bool transposed = lay_out(now, drawn_size_).view.plan().transposed;
        pointer_ = step_pointer(now, *pointer_, *direction, transposed);
    } else if (key.is('+') || key.is('=')) {
        pointer_ = resize_pointer(now, *pointer_, 1);
    } else if (key.is('-')) {
        pointer_ = resize_pointer(now, *pointer_, -1);
    } else if (key.code == KeyCode::character && key.character >= '1' && key.character <= '9') {
        digit(key.character - '0', now);
    } else if (key.code == KeyCode::enter || key.is(' ')) {
        if (const auto move = pointed_move(now, *pointer_)) {
            play(participants_.at(session_->to_move()), *move, {});
        }
    }
    return std::nullopt;
}

std::string GameScreen::prompt(const std::optional<AnyMove>& pointed) const {
    switch (question_) {
        case Question::quit:
            return tr("Press q again to quit, any other key to go on.");
        case Question::new_game:
            return tr("Press n again to leave this game for a new one, any other key to go on.");
        case Question::menu:
            return tr("Press m again to leave this game for the menu, any other key to go on.");
        case Question::none:
            break;
    }
    if (session_->is_over()) {
        return tr("Enter: play again, m: the menu, q: quit.");
    }
    const std::string turn = turn_message(participants_.at(session_->to_move()));
    return pointed ? trf("{0} Enter plays: {1}.", turn, describe_move(session_->setup(), *pointed))
                   : turn;
}

std::string GameScreen::keys_line(bool ascii) const {
    if (session_->is_over()) {
        return tr("Enter play again · m menu · u undo · PgUp PgDn scroll · q quit");
    }
    return trf("{0} Enter play · ? hint · u undo · r redo · h keys · q quit",
               glyphs_for(ascii).arrows);
}

void GameScreen::draw(Screen& screen, bool colour) const {
    drawn_size_ = {screen.width(), screen.height()};
    const BoardModel now = board();
    const GameLayout layout = lay_out(now, drawn_size_);
    if (!layout.fits) {
        draw_too_small(screen, layout.needed);
        return;
    }
    // The game and its rules, the computer's level, the seed; the level left out, then the seed,
    // when the line is too short for them (the console's first lines say them too).
    const std::string summary = rules_summary(session_->setup());
    const std::string seed = trf("seed {0}", session_->random().seed());
    std::vector<std::string> titles;
    if (const auto strength = session_->computer_strength()) {
        titles.push_back(summary + " · " + describe_strength(*strength) + " · " + seed);
    }
    titles.push_back(summary + " · " + seed);
    titles.push_back(summary);
    const std::string status = session_->is_over()
                                   ? std::string(tr("Game over"))
                                   : turn_message(participants_.at(session_->to_move()));
    draw_title_bar(screen, titles, status);

    const bool pointing = persons_turn() && pointer_;
    const std::optional<AnyMove> pointed =
        pointing ? pointed_move(now, *pointer_) : std::optional<AnyMove>();
    BoardMarks marks;
    if (computer_move_) {
        marks.computer = now.cells_touched(*computer_move_);
    } else if (pointing) {
        marks.cursor = pointer_->cell;
        if (pointed) {
            marks.chosen = now.cells_touched(*pointed);
        }
    }
    marks.winning = touched_by(now, hint_moves_);
    layout.view.draw(screen, layout.board_top, layout.board_left, marks, colour);

    draw_rule(screen, layout.rule_row);
    console_.draw(screen, layout.console_top, 1, screen.width() - 1, layout.console_height - 1);
    const int prompt_row = layout.console_top + layout.console_height - 1;
    const Style prompt_style = question_ != Question::none ? Style::alert : Style::plain;
    screen.write(prompt_row, 1, "> " + prompt(pointed), prompt_style, screen.width() - 2);
    draw_keys_line(screen, keys_line(screen.ascii()));
}

}  // namespace marienbad
