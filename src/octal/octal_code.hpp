// Octal games' codes (docs/architecture.md, "Layers"; handout 004's row is 0.777): a code such as
// 0.777, 0.77 (Kayles), 0.07 (Dawson's Kayles) or 4.7 says, digit by digit, how a move may take
// tokens from one heap. This file holds the code as a value and its parser, whose errors say
// what is wrong so the command line can report it.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace marienbad {

// The bits of a digit d_t: which heaps a move that takes t tokens may leave.
inline constexpr int k_octal_leave_none = 1;  // the move takes the whole heap
inline constexpr int k_octal_leave_one = 2;   // one non-empty heap remains
inline constexpr int k_octal_leave_two = 4;   // the rest is split into two non-empty heaps

struct OctalCode {
    // digits[t] is d_t: digits[0] is the digit before the point (0, or 4 for games that may
    // split a heap without taking anything), digits[t] for t >= 1 the digits after it. Never
    // any trailing zero after index 0, so equal games have equal digits.
    std::vector<int> digits{0};

    // d_t, 0 beyond the last digit.
    int digit(int take) const;
    // The largest number of tokens a move may take (the index of the last non-zero digit),
    // 0 when no move takes anything.
    int max_take() const { return static_cast<int>(digits.size()) - 1; }
    // Whether some move splits a heap in two (a digit with the bit 4); if not, the game is a
    // subtraction game.
    bool splits() const;

    bool operator==(const OctalCode&) const = default;
};

// The code as people write it: "0.777", "4.7", "0.0" for the game without moves.
std::string to_string(const OctalCode& code);

// Handout 004's row with moves of 1..max_take consecutive matches: 0.77...7, max_take sevens
// (the whole run, its end, or its middle).
OctalCode consecutive_takes_code(int max_take);

// What is wrong with the text of a code, if anything.
enum class OctalCodeError {
    none,
    empty,                        // no text at all
    unexpected_character,         // neither a digit nor the one point
    not_octal_digit,              // an 8 or a 9
    missing_point,                // digits without a point: "777"
    several_digits_before_point,  // "10.7": one digit at most before the point
    bad_digit_before_point,       // before the point only 0 or 4 make sense (see below)
    no_digit_after_point,         // "0." or "."
    too_many_digits,              // more than k_octal_max_digits after the point
};

// The most digits a code may have after its point: far more than any game studied (the row's
// longest is 0.77777777), few enough that a heap's moves stay a short list.
inline constexpr std::size_t k_octal_max_digits = 64;

struct OctalCodeParse {
    std::optional<OctalCode> code;  // set when the text is a valid code
    OctalCodeError error = OctalCodeError::none;
    std::size_t error_at = 0;  // index in the text of the character at fault
};

// Reads "0.777", ".77" (Winning Ways' way of writing 0.77), "4.7" or "0.770" (= 0.77), with at
// most k_octal_max_digits digits after the point.
// The digit before the point is d_0, moves that take no token: its bit 4 (split a heap in
// two) is a real move, but its bit 1 (take a heap of 0 tokens) has no heap to take and its
// bit 2 (leave the heap as it was) would be a pass that makes the game endless, so only 0 and
// 4 are accepted there.
OctalCodeParse parse_octal_code(std::string_view text);

}  // namespace marienbad
