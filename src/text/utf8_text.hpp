// Text as characters, for the front ends that lay it out: UTF-8 decoded one character at a time
// and encoded back, and prose cut into lines of a width at spaces (a French space before : ; ! ?
// and » never starts a line; a word longer than the width is cut where it must). Line mode wraps
// its prose to the terminal with it, the terminal interface its console.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace marienbad {

// The character of `text` at `i` (moved past it); '?' for a broken sequence.
char32_t decode_utf8(std::string_view text, std::size_t& i);
std::u32string utf8_characters(std::string_view text);
std::string to_utf8(std::u32string_view characters);

// `text` (one column a character) cut into lines of at most `width`.
std::vector<std::u32string> wrap_characters(std::u32string_view text, int width);
// The same for UTF-8 text; a line's indentation is kept on the lines it is cut into.
std::vector<std::string> wrap_utf8(std::string_view text, int width);

}  // namespace marienbad
