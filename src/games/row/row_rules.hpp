// The matchstick row (handout 004): N places in a row, each holding a match or empty; a move
// removes 1 to K matches standing in consecutive places (K = 3 in the handout). The matches left
// form runs of consecutive matches, so the game is the octal game 0.77…7 (K sevens).
// Misère play by default (whoever takes the last match loses), normal play as an option.
#pragma once

#include <array>
#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/convention.hpp"

namespace marienbad {

// The longest row the game offers, with every max-take in both conventions: 200 places, the
// longest whose board stays legible in line mode: handout 004's drawing in ten blocks of 20 places
// (two lines each, 80 columns) fits an 80x24 terminal with the turn's lines. Play is exact and
// instant at any length offered (row_solver.hpp: Grundy values, the parity of the matches, the
// misère rule of 0.777, or the misère quotient of the row's octal code).
inline constexpr int k_row_max_length = 200;
inline constexpr int k_row_default_length = 21;
inline constexpr int k_row_default_max_take = 3;
// The largest max-take the game offers (0.77777777 with eight sevens).
inline constexpr int k_row_largest_max_take = 8;

// The places of a row, each holding a match or not, as bits. The first k_inline_places are
// held in the value itself, so a game's position is copied without allocating; a longer row
// (`solve row` takes up to a million places) keeps the rest on the heap.
class RowPosition {
  public:
    RowPosition() = default;
    // A row of `length` places (length >= 0), all holding a match.
    static RowPosition full(int length);

    int length() const { return length_; }
    bool has_match(int place) const;
    int match_count() const;
    // Puts a match on `place` or takes it away (0 <= place < length()).
    void set_match(int place, bool present);

    // The pattern of the row, one character a place: '1' for a match, '0' for an empty place.
    std::string pattern() const;

    // Spelled out: libc++ 13 (Emscripten's) deletes a defaulted `auto` <=> over a container.
    std::strong_ordering operator<=>(const RowPosition&) const = default;

    // The places held in the value itself: every row the game offers.
    static constexpr int k_inline_places = 256;

  private:
    static constexpr int k_word_bits = 64;
    static constexpr std::size_t k_inline_words = k_inline_places / k_word_bits;

    std::uint64_t word(std::size_t index) const {
        return index < k_inline_words ? inline_words_[index] : more_words_[index - k_inline_words];
    }
    std::uint64_t& word(std::size_t index) {
        return index < k_inline_words ? inline_words_[index] : more_words_[index - k_inline_words];
    }

    int length_ = 0;
    std::array<std::uint64_t, k_inline_words> inline_words_{};  // places 0..255
    std::vector<std::uint64_t> more_words_;  // places 256 and on; empty for shorter rows
};

static_assert(k_row_max_length <= RowPosition::k_inline_places, "a game's rows are held inline");

// A run: consecutive places holding matches, with an empty place or the row's end on each side.
struct RowRun {
    int start = 0;   // 0-based place of its first match
    int length = 0;  // matches in it, at least one
    bool operator==(const RowRun&) const = default;
};

// The runs of a position, from left to right.
std::vector<RowRun> row_runs(const RowPosition& position);
// Whether the runs come in equal pairs, each length an even number of times, and some run is
// left: the mirror strategy's positions, lost for the player to move when the last match wins.
bool runs_in_equal_pairs(const RowPosition& position);

struct RowMove {
    int start = 0;  // 0-based place of the first match taken, as handout 004 numbers its places
    int count = 0;  // matches taken, in places start .. start + count - 1
    bool operator==(const RowMove&) const = default;
};

struct RowUndo {
    RowMove move;
};

// What is wrong with a pattern typed by a person, if anything.
enum class RowPatternError { none, empty, bad_character, no_match, too_long };

struct RowPatternParse {
    RowPosition position;
    RowPatternError error = RowPatternError::none;
    bool ok() const { return error == RowPatternError::none; }
};

// Reads a pattern like "1101110" ('1' a match, '0' an empty place) of at most `max_length`
// places: an error value for an empty pattern, another character, no match at all, or a
// pattern longer than `max_length`.
RowPatternParse parse_row_pattern(std::string_view text, int max_length = k_row_max_length);

class RowRules {
  public:
    using Position = RowPosition;
    using Move = RowMove;
    using Undo = RowUndo;

    explicit RowRules(Convention convention, int max_take = k_row_default_max_take);

    Convention convention() const { return convention_; }
    int max_take() const { return max_take_; }
    // Every legal move, by first place then by count.
    std::vector<RowMove> legal_moves(const RowPosition& position) const;
    // 1..max_take matches, all present, in consecutive places: a move across a gap is illegal.
    bool is_legal(const RowPosition& position, const RowMove& move) const;
    RowUndo apply(RowPosition& position, const RowMove& move) const;
    void undo(RowPosition& position, const RowUndo& undo) const;
    bool is_over(const RowPosition& position) const { return position.match_count() == 0; }
    int max_remaining_moves(const RowPosition& position) const { return position.match_count(); }
    // The place a move acts on, for the computer's plausible mistakes: its first match.
    int move_place(const RowPosition&, const RowMove& move) const { return move.start; }

  private:
    Convention convention_;
    int max_take_;
};

}  // namespace marienbad
