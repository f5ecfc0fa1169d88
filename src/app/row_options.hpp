// The typed options of `marienbad row`.
#pragma once

#include "app/game_options.hpp"
#include "rules/row_rules.hpp"

namespace marienbad {

struct RowOptions {
    GameOptions game;
    RowConfig row;  // --length, --max-take, --normal
};

}  // namespace marienbad
