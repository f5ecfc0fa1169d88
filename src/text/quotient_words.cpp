// Quotient words as text: generator names and superscript exponents (quotient_words.hpp).
#include "text/quotient_words.hpp"

#include <fmt/format.h>

namespace marienbad {
namespace {

std::string superscript(int exponent) {
    static constexpr const char* k_digits[] = {"⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"};
    std::string text;
    for (const char digit : std::to_string(exponent)) {
        text += k_digits[digit - '0'];
    }
    return text;
}

}  // namespace

std::string generator_name(std::size_t index) {
    if (index < 26) {
        return std::string(1, static_cast<char>('a' + index));
    }
    return fmt::format("x{}", index + 1);
}

std::string word_text(const GeneratorWord& word, bool carets) {
    std::string text;
    for (std::size_t g = 0; g < word.exponents.size(); ++g) {
        const int exponent = word.exponents[g];
        if (exponent == 0) {
            continue;
        }
        text += generator_name(g);
        if (exponent > 1) {
            text += carets ? fmt::format("^{}", exponent) : superscript(exponent);
        }
    }
    return text.empty() ? "1" : text;
}

}  // namespace marienbad
