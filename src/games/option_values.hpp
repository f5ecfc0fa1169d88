// Converts the command line's option values (kept as text by the parser) into typed values,
// with one clear, translated message (a UsageError) for anything wrong.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "i18n/i18n.hpp"
#include "match/lineup.hpp"
#include "players/strength.hpp"

namespace marienbad {

enum class UiKind { text, tui, gui };

// A whole number in [min, max] given for `option`.
int parse_int_value(std::string_view option, std::string_view text, int min, int max);
// The same, for numbers beyond an int (a board of up to 10^18 rows for `solve`).
std::int64_t parse_int64_value(std::string_view option, std::string_view text, std::int64_t min,
                               std::int64_t max);
// A cell as a person writes it, 1-based: row, column.
struct CellNumbers {
    std::int64_t row = 0;
    std::int64_t col = 0;
};
// Cells written "r,c;r,c", each number from 1 to `max`, as written (1-based). An empty text is no
// cell; an empty item ("2,2;", ";", "2,2;;3,3") is refused, as an empty pile is.
std::vector<CellNumbers> parse_cell_list(std::string_view option, std::string_view text,
                                         std::int64_t max);
// A probability in [0, 1].
double parse_probability(std::string_view option, std::string_view text);
// One value for both seats, or one for each seat separated by a comma ("2,4"): one or two texts.
std::vector<std::string_view> parse_per_seat(std::string_view option, std::string_view text);
// A random seed: any whole number from 0 to 2^64 - 1.
std::uint64_t parse_seed(std::string_view option, std::string_view text);
// Whole numbers in [min, max] separated by commas ("1,2,3,4").
std::vector<int> parse_int_list(std::string_view option, std::string_view text, int min, int max);
// Whole numbers separated by commas ("3,4,5"), each of any size an int holds.
std::vector<int> parse_whole_list(std::string_view option, std::string_view text);
// Pile sizes separated by commas ("1,3,5,7").
std::vector<int> parse_pile_list(std::string_view option, std::string_view text);

PlayersMode parse_players_mode(std::string_view option, std::string_view text);
FirstPlayer parse_first_player(std::string_view option, std::string_view text);
UiKind parse_ui(std::string_view option, std::string_view text);
StrengthStyle parse_style(std::string_view option, std::string_view text);
Language parse_language_option(std::string_view option, std::string_view text);

}  // namespace marienbad
