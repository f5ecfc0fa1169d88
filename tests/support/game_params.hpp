// Tests run once for every game of the catalogue (INSTANTIATE_TEST_SUITE_P over
// game_descriptions()): each instance named by its game ("nim", "grid", "row").
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "games/game_description.hpp"

namespace marienbad::testing {

inline std::string game_name(const ::testing::TestParamInfo<const GameDescription*>& info) {
    return info.param->name();
}

}  // namespace marienbad::testing
