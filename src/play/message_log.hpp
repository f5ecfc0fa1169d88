// The messages of a game as data, each with its kind: what opened the game (the rules, what was
// drawn, the seed), the moves, the computer's reasons, refusals, the hint's steps, the coach's
// remarks, turns taken back or played again, the end, the result and the review. The play
// controller writes them; each front end shows them its own way (line mode prints them as they
// come, the terminal wraps and scrolls them in its console, the window in its panel) and styles
// them by kind.
#pragma once

#include <cstddef>
#include <deque>
#include <string>

namespace marienbad {

enum class MessageKind {
    opening,      // the rules, what was drawn, the seed, the computer's strength
    move,         // a move and what it did beyond itself
    explanation,  // why the computer played its move (--explain)
    refusal,      // a move or a count that cannot be made, and why
    hint,         // a step of the hint (the method, the computation, the move), or why the
                  // method works (once a game, with the first step)
    coach,        // the coach: a move just played let a win go; the coach turned on or off
    history,      // turns taken back or played again
    ending,       // how the game ended ("You took the last piece.")
    result,       // who won
    review,       // the review of the game
    alert,        // something outside the game went wrong (a record no longer written)
    position,     // the position in words, asked for (a screen reader's view of the board)
};

struct Message {
    MessageKind kind;
    std::string text;

    bool operator==(const Message&) const = default;
};

class MessageLog {
  public:
    // Adds a message; an empty text adds nothing.
    void add(MessageKind kind, std::string text);

    // The messages kept, oldest first (the oldest are dropped past a few hundred).
    const std::deque<Message>& kept() const { return kept_; }
    // How many messages were ever added: a front end remembers it to find the new ones.
    std::size_t total() const { return total_; }
    // The messages added since `total()` was `seen`, oldest first (those still kept).
    std::deque<Message> since(std::size_t seen) const;

  private:
    std::deque<Message> kept_;
    std::size_t total_ = 0;
};

}  // namespace marienbad
