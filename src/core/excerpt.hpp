// excerpt: what a message quotes of a text a person or a file gave — on one line, printable and
// short, so that a refusal stays one short line whatever the text (docs/guide.md, "Command line"):
// a control character is shown as its escape (\n, \t, \x01), a byte that is not UTF-8 as its code
// (\xff), and a text that would show more than `most` characters (an escape shows several: \xff
// is four) is cut and ends with "…".
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace marienbad {

// The most characters a message quotes of a text by default: a few dozen.
inline constexpr std::size_t k_excerpt_characters = 40;

std::string excerpt(std::string_view text, std::size_t most = k_excerpt_characters);

// The whole of `text` on one line: what excerpt does, without cutting it (for a message as a
// whole, which may quote several texts).
std::string one_line(std::string_view text);

// How many characters `text` holds: its UTF-8 characters, each byte that starts none counted as
// one.
std::size_t character_count(std::string_view text);

// The character starting at byte `at` of `text` (a whole UTF-8 character, or the byte's code when
// it starts none), as excerpt shows it; empty past the end.
std::string character_at(std::string_view text, std::size_t at);

}  // namespace marienbad
