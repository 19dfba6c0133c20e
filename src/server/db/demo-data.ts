import type { NewReviewRow, NewSuiteRow } from './schema.ts';

type DemoSuite = Omit<NewSuiteRow, 'imagePath'>;

/** The demo hotel's suites: Chandrabati Heritage Resort, a zamindar estate outside Sreemangal. */
export const demoSuites: DemoSuite[] = [
  {
    slug: 'tea-terrace-single',
    address: 'Tea Terrace wing, upper floor',
    name: 'Tea Terrace Single',
    nameBn: 'টি টেরেস সিঙ্গেল',
    bed: '1 Single Bed',
    capacity: 1,
    sizeSqft: 280,
    rating: 4,
    pricePerNight: 8000,
    description:
      'A quiet room for the solo traveller on the upper terrace, with a writing desk facing the tea rows, a reading lamp of hand-beaten brass and a rain shower finished in local slate. Mornings begin with a pot of estate-picked tea brought to your door.',
    descriptionBn:
      'ওপরের টেরেসে একা ভ্রমণকারীর জন্য নিরিবিলি একটি কক্ষ: চা-বাগানের সারির দিকে মুখ করা লেখার টেবিল, হাতে পেটানো পিতলের পড়ার বাতি আর স্থানীয় স্লেট পাথরে বাঁধানো রেইন শাওয়ার। প্রতিটি সকাল শুরু হয় বাগান থেকে তোলা পাতার এক পট চা দিয়ে, যা পৌঁছে দেওয়া হয় আপনার দরজায়।',
  },
  {
    slug: 'courtyard-single',
    address: 'Courtyard wing, first floor',
    name: 'Courtyard Single',
    nameBn: 'কোর্টইয়ার্ড সিঙ্গেল',
    bed: '1 Single Bed',
    capacity: 1,
    sizeSqft: 300,
    rating: 4,
    pricePerNight: 9500,
    description:
      'Set around the old inner courtyard where the zamindar family once held their evening music, this room keeps its lime-plastered walls and carved teak shutters. A single bed dressed in Rajshahi silk, a cane lounger and the sound of the fountain below.',
    descriptionBn:
      'পুরোনো অন্দর-উঠান ঘিরে এই কক্ষ, যেখানে একসময় জমিদার পরিবারের সান্ধ্য গানের আসর বসত। চুনের পলেস্তারা দেওয়া দেয়াল আর খোদাই করা সেগুন কাঠের খড়খড়ি আজও তেমনই আছে। রাজশাহী সিল্কে সাজানো একটি সিঙ্গেল খাট, বেতের আরামকেদারা আর নিচে ফোয়ারার জলের শব্দ।',
  },
  {
    slug: 'lotus-pond-double',
    address: 'Lotus Pond deck, ground floor',
    name: 'Lotus Pond Double',
    nameBn: 'পদ্মপুকুর ডাবল',
    bed: '1 Double Bed',
    capacity: 2,
    sizeSqft: 420,
    rating: 5,
    pricePerNight: 14500,
    description:
      'French windows open onto a private deck above the lotus pond, where kingfishers hunt at dawn. The double bed sits beneath a hand-painted ceiling of the estate’s original pattern, with a deep soaking tub and a daybed for long afternoons.',
    descriptionBn:
      'ফরাসি জানালা খুলে যায় পদ্মপুকুরের ওপরে আপনার নিজস্ব ডেকে, যেখানে ভোরবেলা মাছরাঙারা শিকারে নামে। ডাবল খাটের ওপরে জমিদারবাড়ির আদি নকশায় হাতে আঁকা ছাদ; সঙ্গে গা ডুবিয়ে স্নানের গভীর বাথটাব আর দীর্ঘ অলস দুপুরের জন্য একটি ডে-বেড।',
  },
  {
    slug: 'bamboo-grove-double',
    address: 'Bamboo Grove cottages',
    name: 'Bamboo Grove Double',
    nameBn: 'বাঁশবাগান ডাবল',
    bed: '1 Double Bed',
    capacity: 2,
    sizeSqft: 400,
    rating: 4,
    pricePerNight: 13000,
    description:
      'Screened by a grove of golden bamboo, this cottage-style room is the resort’s most secluded. Woven jute floors, an open-air shower walled in bamboo and a double bed with a mosquito canopy of fine muslin make it a favourite of honeymooners.',
    descriptionBn:
      'সোনালি বাঁশঝাড়ের আড়ালে কটেজ ধাঁচের এই কক্ষটিই রিসোর্টের সবচেয়ে নিভৃত ঠিকানা। পাটের বুননে তৈরি মেঝে, বাঁশের বেড়ায় ঘেরা খোলা আকাশের নিচে শাওয়ার আর মিহি মসলিনের মশারি টাঙানো ডাবল খাট: তাই মধুচন্দ্রিমায় আসা দম্পতিদের কাছে এটি এত প্রিয়।',
  },
  {
    slug: 'heritage-twin-room',
    address: 'East wing, first floor',
    name: 'Heritage Twin Room',
    nameBn: 'হেরিটেজ টুইন রুম',
    bed: '2 Single Bed',
    capacity: 2,
    sizeSqft: 450,
    rating: 4,
    pricePerNight: 12000,
    description:
      'Two single beds of carved rosewood in a high-ceilinged room of the original east wing, restored with its mosaic floor and stained-glass fanlights. Ideal for friends or colleagues, with twin writing desks and a veranda shared with the garden.',
    descriptionBn:
      'আদি পূর্ব মহলের উঁচু ছাদের একটি কক্ষে খোদাই করা রোজউড কাঠের দুটি সিঙ্গেল খাট; মোজাইকের মেঝে আর দরজার মাথায় রঙিন কাচের অর্ধচন্দ্র জানালাসহ যত্নে সংস্কার করা। বন্ধু বা সহকর্মীদের জন্য আদর্শ, সঙ্গে দুটি লেখার টেবিল আর বাগানের দিকে খোলা একটি যৌথ বারান্দা।',
  },
  {
    slug: 'garden-king-suite',
    address: 'Garden wing, ground floor',
    name: 'Garden King Suite',
    nameBn: 'গার্ডেন কিং স্যুইট',
    bed: '1 King Bed',
    capacity: 2,
    sizeSqft: 560,
    rating: 5,
    pricePerNight: 18500,
    description:
      'A king bed faces tall arched windows over the formal garden of frangipani and hibiscus. The suite has a sitting room with a gramophone and a curated shelf of Bengali literature in translation, and a marble bathroom with a claw-foot tub.',
    descriptionBn:
      'কিং খাটের মুখোমুখি উঁচু খিলানের জানালা, তার ওপারে কাঠগোলাপ আর জবায় সাজানো সুবিন্যস্ত বাগান। স্যুইটে আছে গ্রামোফোনসহ একটি বসার ঘর ও অনূদিত বাংলা সাহিত্যের বাছাই করা বইয়ের তাক, আর থাবা-পায়া বাথটাবসহ মার্বেলের বাথরুম।',
  },
  {
    slug: 'monsoon-veranda-suite',
    address: 'West wing, first floor',
    name: 'Monsoon Veranda Suite',
    nameBn: 'বর্ষা বারান্দা স্যুইট',
    bed: '1 King Bed',
    capacity: 3,
    sizeSqft: 640,
    rating: 5,
    pricePerNight: 22000,
    description:
      'Built for the rains: a wraparound veranda with a swing seat where you can watch monsoon clouds roll over the Lawachara hills. A king bed, a day sofa that becomes a bed for a third guest, and a copper bathtub by a window onto the forest.',
    descriptionBn:
      'বর্ষার জন্যই গড়া: চারদিক ঘেরা বারান্দার দোলনা-আসনে বসে দেখুন, লাউয়াছড়ার পাহাড়ের ওপর দিয়ে ভেসে যাচ্ছে বর্ষার মেঘ। একটি কিং খাট, তৃতীয় অতিথির জন্য বিছানা হয়ে যাওয়া একটি ডে-সোফা, আর বনের দিকে খোলা জানালার পাশে তামার বাথটাব।',
  },
  {
    slug: 'hillview-twin-suite',
    address: 'Hillview wing, second floor',
    name: 'Hillview Twin Suite',
    nameBn: 'হিলভিউ টুইন স্যুইট',
    bed: '2 Single Bed',
    capacity: 3,
    sizeSqft: 600,
    rating: 4,
    pricePerNight: 19500,
    description:
      'On the top floor of the west wing, two single beds and a window seat large enough to sleep on look out over tea slopes to the hills of the Indian border. A family favourite, with a sitting area, board games and a telescope for the night sky.',
    descriptionBn:
      'পশ্চিম মহলের সবচেয়ে ওপরের তলায় দুটি সিঙ্গেল খাট আর ঘুমিয়ে পড়ার মতো প্রশস্ত একটি জানালা-আসন; সেখান থেকে চোখে পড়ে চা-বাগানের ঢাল পেরিয়ে ভারত সীমান্তের পাহাড়। পরিবারগুলোর প্রিয় এই স্যুইটে আছে বসার জায়গা, বোর্ড গেম আর রাতের আকাশ দেখার জন্য একটি দূরবিন।',
  },
  {
    slug: 'rajbari-royal-suite',
    address: 'Rajbari main house, first floor',
    name: 'Rajbari Royal Suite',
    nameBn: 'রাজবাড়ি রয়্যাল স্যুইট',
    bed: '2 King Bed',
    capacity: 4,
    sizeSqft: 980,
    rating: 5,
    pricePerNight: 38000,
    description:
      'The former apartments of the zamindar’s eldest son: two king bedrooms joined by a drawing room with its original chandelier, a dining alcove for private meals cooked by our chef, and a balcony over the great lawn where evening tea is served.',
    descriptionBn:
      'জমিদারের জ্যেষ্ঠ পুত্রের একসময়ের মহল: আদি ঝাড়বাতি ঝোলানো বৈঠকখানার দুই পাশে দুটি কিং শয়নকক্ষ, আমাদের শেফের রান্না করা একান্ত ভোজের জন্য খাবারের একটি কোণ, আর বিশাল সবুজ লনের ওপরে ঝুলবারান্দা, যেখানে সন্ধ্যার চা পরিবেশন করা হয়।',
  },
  {
    slug: 'chandrabati-presidential-suite',
    address: 'Rajbari main house, top floor',
    name: 'Chandrabati Presidential Suite',
    nameBn: 'চন্দ্রাবতী প্রেসিডেনশিয়াল স্যুইট',
    bed: '2 King Bed',
    capacity: 4,
    sizeSqft: 1450,
    rating: 5,
    pricePerNight: 60000,
    description:
      'Our finest rooms occupy the whole first floor of the central hall: two king bedrooms, a library, a private plunge pool on the moonlit terrace that gives the estate its name, a butler on call through the night and a car for excursions to the tea gardens.',
    descriptionBn:
      'আমাদের সেরা কক্ষগুলো জুড়ে আছে কেন্দ্রীয় ভবনের পুরো দোতলা: দুটি কিং শয়নকক্ষ, একটি গ্রন্থাগার, জ্যোৎস্নাধোয়া যে টেরেস থেকে এই জমিদারবাড়ির নাম, সেখানে নিজস্ব প্লাঞ্জ পুল, সারা রাত ডাকলেই হাজির বাটলার, আর চা-বাগান ঘুরে দেখার জন্য একটি গাড়ি।',
  },
  {
    slug: 'zamindar-grand-suite',
    address: 'Zamindar wing, first floor',
    name: 'Zamindar Grand Suite',
    nameBn: 'জমিদার গ্র্যান্ড স্যুইট',
    bed: '2 King Bed',
    capacity: 5,
    sizeSqft: 1200,
    rating: 5,
    pricePerNight: 45000,
    description:
      'Once the hall where the estate received its guests, now a suite for a family of five: two king bedrooms, a day bed in the reading room, a long dining table of jackfruit wood and a private garden with a hammock strung between two ancient mango trees.',
    descriptionBn:
      'একসময় এই হলঘরেই জমিদারবাড়ি তার অতিথিদের বরণ করত; আজ এটি পাঁচজনের পরিবারের জন্য একটি স্যুইট: দুটি কিং শয়নকক্ষ, পড়ার ঘরে একটি ডে-বেড, কাঁঠাল কাঠের লম্বা খাবার টেবিল, আর দুটি প্রাচীন আমগাছের মাঝে টাঙানো হ্যামকসহ নিজস্ব বাগান।',
  },
  {
    slug: 'planters-family-suite',
    address: 'Planters bungalow, ground floor',
    name: 'Planters Family Suite',
    nameBn: 'প্ল্যান্টার্স ফ্যামিলি স্যুইট',
    bed: '2 King Bed',
    capacity: 5,
    sizeSqft: 1050,
    rating: 4,
    pricePerNight: 32000,
    description:
      'In the restored planter’s bungalow at the edge of the estate, two king bedrooms open onto a shared living room with a fireplace for cool winter nights. Children love the tree-house lookout; parents love the quiet garden and the walk to the pool.',
    descriptionBn:
      'জমিদারবাড়ির সীমানার এক প্রান্তে সংস্কার করা চা-বাগানের সাহেবি বাংলোয় দুটি কিং শয়নকক্ষ খুলেছে একটি যৌথ বসার ঘরে, যেখানে শীতের ঠান্ডা রাতের জন্য আছে ফায়ারপ্লেস। শিশুদের প্রিয় গাছবাড়ির নজর-মাচা; বড়দের প্রিয় নিরিবিলি বাগান আর পুল পর্যন্ত হেঁটে যাওয়ার পথটুকু।',
  },
];

/** Demo testimonials, oldest first; photos are the generated guest portraits. */
export const demoReviews: NewReviewRow[] = [
  {
    name: 'Farhana Rahman',
    address: 'Dhaka, Bangladesh',
    rating: 5,
    comment:
      'We came for two nights and stayed five. Waking to mist over the tea gardens, breakfast on the veranda and staff who remembered how we take our tea: nothing we have found in Dhaka compares.',
    photo: '/images/guests/guest-1.webp',
  },
  {
    name: 'James Whitcombe',
    address: 'Edinburgh, United Kingdom',
    rating: 5,
    comment:
      'The restoration of the old house is done with real care: the mosaic floors, the shutters, the library. The guided walk through Lawachara forest with the resort naturalist was the highlight of our trip to Bangladesh.',
    photo: '/images/guests/guest-2.webp',
  },
  {
    name: 'Nusrat Jahan',
    address: 'Chattogram, Bangladesh',
    rating: 4,
    comment:
      'A perfect family weekend. The children spent hours in the pool and the tree house while we read in the garden. The Planters Family Suite was spacious and spotless.',
    photo: '/images/guests/guest-3.webp',
  },
  {
    name: 'Arjun Mehta',
    address: 'Kolkata, India',
    rating: 5,
    comment:
      'The kitchen cooked us a Sylheti feast of shatkora beef and fresh river fish that I still think about. Service was warm without ever being intrusive.',
    photo: '/images/guests/guest-4.webp',
  },
  {
    name: 'Sabrina Chowdhury',
    address: 'Sylhet, Bangladesh',
    rating: 5,
    comment:
      'We celebrated our anniversary in the Lotus Pond Double. Candles on the deck, the pond full of blossoms, and a cake we never asked for. Thank you to the whole team.',
    photo: '/images/guests/guest-5.webp',
  },
  {
    name: 'Ayesha Siddiqua',
    address: 'Kuala Lumpur, Malaysia',
    rating: 5,
    comment:
      'Quiet, elegant and deeply rooted in its place. The seven-layer tea in Sreemangal, the spa’s mustard-oil massage and the moonlit terrace made this the calmest week of my year.',
    photo: '/images/guests/guest-6.webp',
  },
];

/**
 * The extras of the home page's Extra Services, priced per day as the spec shows them (room
 * cleaning 50, cloth washing 40, drinks included 60; the other three are the demo hotel's):
 * charged each night of the stay.
 */
export const demoExtras = [
  { name: 'Room Cleaning', nameBn: 'রুম পরিষ্কার', price: 50, unit: 'night', position: 1 },
  { name: 'Cloth Washing', nameBn: 'কাপড় ধোয়া', price: 40, unit: 'night', position: 2 },
  { name: 'Drinks Included', nameBn: 'পানীয় অন্তর্ভুক্ত', price: 60, unit: 'night', position: 3 },
  { name: 'Breakfast in Bed', nameBn: 'বিছানায় নাশতা', price: 70, unit: 'night', position: 4 },
  { name: 'Bicycle Hire', nameBn: 'সাইকেল ভাড়া', price: 30, unit: 'night', position: 5 },
  { name: 'Spa Access', nameBn: 'স্পা ব্যবহার', price: 90, unit: 'night', position: 6 },
] as const;
