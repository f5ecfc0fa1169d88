// Convention: who wins when no move is left. Normal play: whoever made the last move wins;
// misère play: whoever made the last move loses (handouts 000, 002 and 004).
#pragma once

namespace marienbad {

enum class Convention { normal, misere };

}  // namespace marienbad
