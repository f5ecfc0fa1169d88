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
