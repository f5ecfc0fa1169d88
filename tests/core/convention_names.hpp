// Names for tests parameterised by the convention, so CTest lists them as .../Normal and
// .../Misere, and a printer so failures say "normal" or "misère" rather than raw bytes.
#pragma once

#include <gtest/gtest.h>

#include <ostream>
#include <string>

#include "core/convention.hpp"

namespace marienbad {

inline void PrintTo(Convention convention, std::ostream* out) {
    *out << (convention == Convention::normal ? "normal" : "misère");
}

}  // namespace marienbad

namespace marienbad::testing {

inline std::string convention_name(const ::testing::TestParamInfo<Convention>& param) {
    return param.param == Convention::normal ? "Normal" : "Misere";
}

}  // namespace marienbad::testing
