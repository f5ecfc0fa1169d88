// Line mode's way of showing the play controller's messages: each printed once, in order, as
// it comes, a message's text on its own lines. The game loop prints up to the end of the game
// (the moves and their reasons, hints, turns taken back) and, once it has shown the last board,
// the end (how it ended, who won, the review).
#pragma once

#include <cstddef>

#include "line/console.hpp"
#include "play/message_log.hpp"

namespace marienbad {

class LogPrinter {
  public:
    LogPrinter(Console& console, const MessageLog& log) : console_(console), log_(log) {}

    // Prints the messages not printed yet, up to the end of the game; `moves`: the moves told
    // too (handout 001 does not tell a person's own move).
    void print_until_end(bool moves = true);
    // Prints every message not printed yet.
    void print_rest();

  private:
    void print(const Message& message);

    Console& console_;
    const MessageLog& log_;
    std::size_t printed_ = 0;  // the log's messages printed so far
};

}  // namespace marienbad
