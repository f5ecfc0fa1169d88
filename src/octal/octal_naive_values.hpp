// An octal game's nim-sequence by the definition (docs/architecture.md, "Layers": a plain reference
// the tests hold the fast method to): G(n) is the mex of the values of every option of a heap of n
// tokens, a split into heaps a and b being worth G(a) xor G(b). Quadratic in the count.
#pragma once

#include <vector>

#include "octal/octal_code.hpp"

namespace marienbad {

// G(0), ..., G(count - 1); empty when count <= 0.
std::vector<int> naive_octal_values(const OctalCode& code, int count);

}  // namespace marienbad
