// The matchstick row's rules (handout 004): the row as bits, its runs, pattern parsing, legal
// moves (consecutive matches only, exercise 1's coupPossible), apply and undo (exercise 2).
#include "games/row/row_rules.hpp"

#include <algorithm>
#include <bit>
#include <stdexcept>

namespace marienbad {
namespace {

void check_place(int place, int length) {
    if (place < 0 || place >= length) {
        throw std::out_of_range("RowPosition: place out of the row");
    }
}

}  // namespace

RowPosition RowPosition::full(int length) {
    if (length < 0) {
        throw std::invalid_argument("RowPosition::full: negative length");
    }
    RowPosition position;
    position.length_ = length;
    const auto places = static_cast<std::size_t>(length);
    const std::size_t words = (places + k_word_bits - 1) / k_word_bits;
    if (words > k_inline_words) {
        position.more_words_.resize(words - k_inline_words);
    }
    for (std::size_t index = 0; index < words; ++index) {
        const std::size_t in_word =
            std::min<std::size_t>(k_word_bits, places - index * k_word_bits);
        position.word(index) =
            in_word == k_word_bits ? ~std::uint64_t{0} : (std::uint64_t{1} << in_word) - 1;
    }
    return position;
}

bool RowPosition::has_match(int place) const {
    if (place < 0 || place >= length_) {
        return false;
    }
    const auto index = static_cast<unsigned>(place);
    return ((word(index / k_word_bits) >> (index % k_word_bits)) & 1U) != 0;
}

int RowPosition::match_count() const {
    int count = 0;
    for (const std::uint64_t bits : inline_words_) {
        count += std::popcount(bits);
    }
    for (const std::uint64_t bits : more_words_) {
        count += std::popcount(bits);
    }
    return count;
}

void RowPosition::set_match(int place, bool present) {
    check_place(place, length_);
    const auto index = static_cast<unsigned>(place);
    const std::uint64_t bit = std::uint64_t{1} << (index % k_word_bits);
    if (present) {
        word(index / k_word_bits) |= bit;
    } else {
        word(index / k_word_bits) &= ~bit;
    }
}

std::string RowPosition::pattern() const {
    std::string text;
    text.reserve(static_cast<std::size_t>(length_));
    for (int place = 0; place < length_; ++place) {
        text.push_back(has_match(place) ? '1' : '0');
    }
    return text;
}

std::vector<RowRun> row_runs(const RowPosition& position) {
    std::vector<RowRun> runs;
    int place = 0;
    while (place < position.length()) {
        if (!position.has_match(place)) {
            ++place;
            continue;
        }
        const int start = place;
        while (position.has_match(place)) {
            ++place;
        }
        runs.push_back({start, place - start});
    }
    return runs;
}

bool runs_in_equal_pairs(const RowPosition& position) {
    std::vector<int> lengths;
    for (const RowRun& run : row_runs(position)) {
        lengths.push_back(run.length);
    }
    std::sort(lengths.begin(), lengths.end());
    if (lengths.empty() || lengths.size() % 2 != 0) {
        return false;
    }
    for (std::size_t i = 0; i < lengths.size(); i += 2) {
        if (lengths[i] != lengths[i + 1]) {
            return false;
        }
    }
    return true;
}

RowPatternParse parse_row_pattern(std::string_view text, int max_length) {
    RowPatternParse result;
    if (text.empty()) {
        result.error = RowPatternError::empty;
        return result;
    }
    for (const char c : text) {
        if (c != '0' && c != '1') {
            result.error = RowPatternError::bad_character;
            return result;
        }
    }
    if (std::ssize(text) > max_length) {
        result.error = RowPatternError::too_long;
        return result;
    }
    if (text.find('1') == std::string_view::npos) {
        result.error = RowPatternError::no_match;
        return result;
    }
    result.position = RowPosition::full(static_cast<int>(text.size()));
    for (std::size_t place = 0; place < text.size(); ++place) {
        if (text[place] == '0') {
            result.position.set_match(static_cast<int>(place), false);
        }
    }
    return result;
}

RowRules::RowRules(Convention convention, int max_take)
    : convention_(convention), max_take_(max_take) {
    if (max_take < 1) {
        throw std::invalid_argument("RowRules: max-take must be at least 1");
    }
}

std::vector<RowMove> RowRules::legal_moves(const RowPosition& position) const {
    std::vector<RowMove> moves;
    for (int start = 0; start < position.length(); ++start) {
        for (int count = 1; count <= max_take_ && position.has_match(start + count - 1); ++count) {
            moves.push_back({start, count});
        }
    }
    return moves;
}

bool RowRules::is_legal(const RowPosition& position, const RowMove& move) const {
    if (move.count < 1 || move.count > max_take_ || move.start < 0 ||
        move.start > position.length() - move.count) {
        return false;
    }
    for (int place = move.start; place < move.start + move.count; ++place) {
        if (!position.has_match(place)) {
            return false;
        }
    }
    return true;
}

RowUndo RowRules::apply(RowPosition& position, const RowMove& move) const {
    if (!is_legal(position, move)) {
        throw std::invalid_argument("RowRules::apply: illegal move");
    }
    for (int place = move.start; place < move.start + move.count; ++place) {
        position.set_match(place, false);
    }
    return {move};
}

void RowRules::undo(RowPosition& position, const RowUndo& undo) const {
    for (int place = undo.move.start; place < undo.move.start + undo.move.count; ++place) {
        position.set_match(place, true);
    }
}

}  // namespace marienbad
