// Octal codes and misère quotients named by their text in tests ("0.777"): a code that does not
// parse is a mistake of the test, so it throws.
#pragma once

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "octal/misere_quotient.hpp"
#include "octal/octal_code.hpp"

namespace marienbad::testing {

inline OctalCode code_of(std::string_view text) {
    return parse_octal_code(text).code.value();
}

// The misère quotient of `code` to heap `heaps`, which the test expects within the budget.
inline MisereQuotient quotient_of(const std::string& code, int heaps) {
    std::optional<MisereQuotient> quotient = compute_misere_quotient(code_of(code), heaps);
    EXPECT_TRUE(quotient.has_value()) << code << " to heap " << heaps;
    return std::move(quotient).value();
}

}  // namespace marienbad::testing
