// Every game's record round trip: a game played at random with moves taken back, written as a
// record and read again, is the same game — its setup, its moves, the moves redo would play, its
// board — and plays on the same.
#include <nlohmann/json.hpp>

#include "catalogue/game_record.hpp"
#include "every_game.hpp"

namespace marienbad::testing {
namespace {

template <class G>
class EveryGameRecords : public ::testing::Test {};
TYPED_TEST_SUITE(EveryGameRecords, EveryGameTraits, GameTraitsName);

TYPED_TEST(EveryGameRecords, ARecordReadBackIsTheSameGame) {
    using G = TypeParam;
    const GameDescription& description = G::description();
    Random random(31);
    for (int trial = 0; trial < 20; ++trial) {
        const AnySetup setup = drawn_setup<G>(random);
        auto session = make_session(setup, {SeatPlan{true, {}}, SeatPlan{true, {}}}, Seat::one,
                                    Random(static_cast<Random::Seed>(trial)));
        const int moves = random.uniform_int(0, 12);
        for (int i = 0; i < moves && !session->is_over(); ++i) {
            const auto legal = session->legal_moves();
            session->play(legal[static_cast<std::size_t>(
                random.uniform_int(0, static_cast<int>(legal.size()) - 1))]);
        }
        if (random.uniform_int(0, 1) == 1) {
            session->undo();
        }
        const std::string text = record_json(description, *session).dump();
        const LoadedRecord loaded = load_record(parse_record(text), &description);
        ASSERT_EQ(loaded.game, &description);
        EXPECT_EQ(loaded.session->setup(), session->setup()) << text;
        EXPECT_EQ(loaded.session->board(), session->board()) << text;
        EXPECT_EQ(loaded.session->taken_back(), session->taken_back()) << text;
        ASSERT_EQ(loaded.session->history().size(), session->history().size()) << text;
        for (std::size_t i = 0; i < session->history().size(); ++i) {
            EXPECT_EQ(loaded.session->history()[i].move, session->history()[i].move) << text;
        }
        EXPECT_EQ(record_json(description, *loaded.session).dump(), text);
    }
}

}  // namespace
}  // namespace marienbad::testing
