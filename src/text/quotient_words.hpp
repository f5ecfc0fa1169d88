// Elements of a misère quotient written as the papers write them (Plambeck and Siegel): words
// in the generators a, b, c, ... with exponents, "ab²c", the identity "1". For `marienbad
// misere` and the row's explanations (handout 004 with the max-takes played by a quotient).
#pragma once

#include <cstddef>
#include <string>

#include "octal/misere_quotient.hpp"

namespace marienbad {

// Generator i: a, b, ..., z, then x27, x28, ...
std::string generator_name(std::size_t index);

// "ab²c", or "ab^2c" with carets (for JSON); "1" for the identity.
std::string word_text(const GeneratorWord& word, bool carets = false);

}  // namespace marienbad
