/**
 * The demo companies and the words their catalogues are made of. Product names combine a brand,
 * a product type and a variant, so they read like real shelf names and stay unique.
 */

export interface CompanySpec {
  name: string;
  digit_code: string;
  country: string;
  external_pim: boolean;
  /** Own products, SKUs per own product, competitor products. */
  products: number;
  skusPerProduct: number;
  competitors: number;
  /** Retailer names (see reference.ts) the company is linked to. */
  retailers: readonly string[];
  brands: readonly string[];
  competitorBrands: readonly string[];
  /** [product type, leaf category]. */
  types: ReadonlyArray<readonly [string, string]>;
  variants: readonly string[];
  sizes: readonly string[];
  groups: readonly string[];
  keywords: readonly string[];
}

/** The category tree: [name, parent]. Names are global (the categories' natural key). */
export const CATEGORIES: ReadonlyArray<readonly [string, string | null]> = [
  ['Food', null],
  ['Breakfast', 'Food'],
  ['Cereals', 'Breakfast'],
  ['Spreads', 'Breakfast'],
  ['Snacks', 'Food'],
  ['Biscuits', 'Snacks'],
  ['Crisps', 'Snacks'],
  ['Bars', 'Snacks'],
  ['Pantry', 'Food'],
  ['Pasta & Rice', 'Pantry'],
  ['Sauces', 'Pantry'],
  ['Soups', 'Pantry'],
  ['Beverages', null],
  ['Water', 'Beverages'],
  ['Soft Drinks', 'Beverages'],
  ['Juices', 'Beverages'],
  ['Tea & Coffee', 'Beverages'],
  ['Household', null],
  ['Laundry', 'Household'],
  ['Dishwashing', 'Household'],
  ['Surface Care', 'Household'],
  ['Pet', null],
  ['Dog Food', 'Pet'],
  ['Cat Food', 'Pet'],
  ['Pet Treats', 'Pet'],
  ['Beauty', null],
  ['Hair Care', 'Beauty'],
  ['Skin Care', 'Beauty'],
  ['Oral Care', 'Beauty'],
  ['Body Care', 'Beauty'],
];

export const COMPANIES: readonly CompanySpec[] = [
  {
    name: 'Northwind Foods', digit_code: '1001', country: 'GB', external_pim: false,
    products: 3000, skusPerProduct: 2, competitors: 120,
    retailers: ['Tesco', "Sainsbury's", 'Asda', 'Morrisons', 'Ocado', 'Amazon UK', 'Amazon US', 'Walmart', 'Carrefour'],
    brands: ['Northwind', 'Harvest Table', 'Oakridge', 'Little Meadow', 'Golden Sheaf', 'Brightmorn', 'Fenwick & Co', 'Wildacre'],
    competitorBrands: ['Crumbwell', 'Sunfield Mills', 'Baxter Farms'],
    types: [
      ['Oat Crunch', 'Cereals'], ['Bran Flakes', 'Cereals'], ['Granola', 'Cereals'], ['Muesli', 'Cereals'], ['Porridge Oats', 'Cereals'],
      ['Peanut Butter', 'Spreads'], ['Fruit Jam', 'Spreads'], ['Hazelnut Spread', 'Spreads'],
      ['Digestive Biscuits', 'Biscuits'], ['Shortbread', 'Biscuits'], ['Oat Cookies', 'Biscuits'],
      ['Sea Salt Crisps', 'Crisps'], ['Lentil Chips', 'Crisps'], ['Tortilla Chips', 'Crisps'],
      ['Protein Bar', 'Bars'], ['Cereal Bar', 'Bars'], ['Fruit & Nut Bar', 'Bars'],
      ['Penne', 'Pasta & Rice'], ['Fusilli', 'Pasta & Rice'], ['Basmati Rice', 'Pasta & Rice'],
      ['Tomato Sauce', 'Sauces'], ['Pesto', 'Sauces'], ['Curry Sauce', 'Sauces'],
      ['Tomato Soup', 'Soups'], ['Lentil Soup', 'Soups'],
    ],
    variants: ['Original', 'Honey', 'Chocolate', 'Berry', 'Cinnamon', 'Light', 'Organic', 'Wholegrain', 'Spicy', 'Classic', 'Family Pack', 'Gluten Free', 'Vanilla', 'Apple', 'Smoky'],
    sizes: ['250 g', '375 g', '500 g', '750 g', '1 kg'],
    groups: ['Breakfast', 'Snacking', 'Pantry Staples', 'Seasonal', 'Hero Lines'],
    keywords: ['breakfast cereal', 'granola', 'porridge oats', 'peanut butter', 'biscuits', 'crisps', 'protein bar', 'pasta', 'pasta sauce', 'soup', 'gluten free snacks', 'healthy breakfast'],
  },
  {
    name: 'Alpine Beverages', digit_code: '1002', country: 'CH', external_pim: false,
    products: 400, skusPerProduct: 2, competitors: 30,
    retailers: ['Migros', 'Coop Schweiz', 'REWE', 'EDEKA', 'Amazon DE', 'BILLA'],
    brands: ['Alpenquell', 'Gletscher', 'Bergtee', 'Sonnhof'],
    competitorBrands: ['Rivella Rapid', 'Blue Summit'],
    types: [
      ['Mineral Water', 'Water'], ['Sparkling Water', 'Water'], ['Lemonade', 'Soft Drinks'], ['Iced Tea', 'Soft Drinks'],
      ['Apple Juice', 'Juices'], ['Orange Juice', 'Juices'], ['Herbal Tea', 'Tea & Coffee'], ['Ground Coffee', 'Tea & Coffee'],
    ],
    variants: ['Classic', 'Lemon', 'Peach', 'Elderflower', 'Zero', 'Mint', 'Ginger', 'Cloudy', 'Still', 'Intense', 'Mild', 'Organic', 'Berry'],
    sizes: ['330 ml', '500 ml', '1 l', '1.5 l', '6 x 500 ml'],
    groups: ['Water', 'Soft Drinks', 'Hot Drinks'],
    keywords: ['mineral water', 'sparkling water', 'iced tea', 'lemonade', 'apple juice', 'herbal tea', 'ground coffee'],
  },
  {
    name: 'Helios Home Care', digit_code: '1003', country: 'DE', external_pim: true,
    products: 300, skusPerProduct: 1, competitors: 30,
    retailers: ['dm-drogerie markt', 'Rossmann', 'Kaufland', 'Amazon DE', 'bol.com'],
    brands: ['Helios', 'Klarwerk', 'Frischhaus'],
    competitorBrands: ['Spotless Pro', 'Brillant'],
    types: [
      ['Laundry Gel', 'Laundry'], ['Laundry Powder', 'Laundry'], ['Fabric Softener', 'Laundry'], ['Dishwasher Tabs', 'Dishwashing'],
      ['Washing-up Liquid', 'Dishwashing'], ['All-purpose Cleaner', 'Surface Care'], ['Bathroom Spray', 'Surface Care'], ['Glass Cleaner', 'Surface Care'],
    ],
    variants: ['Fresh', 'Sensitive', 'Lavender', 'Lemon', 'Ocean', 'Colour', 'Eco', 'Power', 'Pure', 'Citrus', 'Mountain Air', 'Unscented', 'Aloe'],
    sizes: ['500 ml', '750 ml', '1 l', '1.5 l', '40 washes'],
    groups: ['Laundry', 'Kitchen', 'Surfaces'],
    keywords: ['laundry detergent', 'dishwasher tablets', 'fabric softener', 'all purpose cleaner', 'eco cleaning'],
  },
  {
    name: 'Coastal Pet Nutrition', digit_code: '1004', country: 'US', external_pim: false,
    products: 250, skusPerProduct: 2, competitors: 30,
    retailers: ['Chewy', 'Amazon US', 'Walmart', 'Target', 'Costco', 'Kroger'],
    brands: ['Coastal', 'Tidewater', 'Pawsome Pantry'],
    competitorBrands: ['Prairie Paws', 'Wagwell'],
    types: [
      ['Dry Dog Food', 'Dog Food'], ['Wet Dog Food', 'Dog Food'], ['Puppy Food', 'Dog Food'], ['Dry Cat Food', 'Cat Food'],
      ['Wet Cat Food', 'Cat Food'], ['Dental Chews', 'Pet Treats'], ['Training Treats', 'Pet Treats'],
    ],
    variants: ['Chicken', 'Salmon', 'Beef', 'Lamb', 'Turkey', 'Duck', 'Grain Free', 'Senior', 'Small Breed', 'Large Breed', 'Indoor', 'Ocean Fish'],
    sizes: ['1 lb', '4 lb', '12 lb', '24 lb', '12 x 3 oz'],
    groups: ['Dog', 'Cat', 'Treats'],
    keywords: ['dog food', 'grain free dog food', 'cat food', 'wet cat food', 'dog treats', 'puppy food'],
  },
  {
    name: 'Verde Personal Care', digit_code: '1005', country: 'FR', external_pim: false,
    products: 200, skusPerProduct: 1, competitors: 30,
    retailers: ['Carrefour', 'Monoprix', 'E.Leclerc', 'Amazon FR', 'Boots'],
    brands: ['Verde', 'Maison Lumière', 'Herbaria'],
    competitorBrands: ['Belle Rive', 'Nuage'],
    types: [
      ['Shampoo', 'Hair Care'], ['Conditioner', 'Hair Care'], ['Face Cream', 'Skin Care'], ['Cleansing Gel', 'Skin Care'],
      ['Toothpaste', 'Oral Care'], ['Mouthwash', 'Oral Care'], ['Shower Gel', 'Body Care'], ['Body Lotion', 'Body Care'],
    ],
    variants: ['Argan', 'Aloe Vera', 'Rose', 'Green Tea', 'Coconut', 'Sensitive', 'Whitening', 'Hydrating', 'Repair', 'Volume'],
    sizes: ['50 ml', '75 ml', '250 ml', '400 ml', '500 ml'],
    groups: ['Hair', 'Face', 'Oral', 'Body'],
    keywords: ['shampoo', 'face cream', 'toothpaste', 'shower gel', 'natural skincare', 'sensitive skin'],
  },
];

/** The product name of the `index`th own product: brand × type × variant, unique per index. */
export function productName(spec: Pick<CompanySpec, 'brands' | 'types' | 'variants' | 'sizes'>, index: number): { name: string; brand: number; type: number } {
  const brand = index % spec.brands.length;
  const type = Math.floor(index / spec.brands.length) % spec.types.length;
  const combos = spec.brands.length * spec.types.length;
  const variant = Math.floor(index / combos) % spec.variants.length;
  const round = Math.floor(index / (combos * spec.variants.length));
  const size = spec.sizes[(index + round) % spec.sizes.length]!;
  const suffix = round > 0 ? ` No. ${round + 1}` : '';
  return { name: `${spec.brands[brand]} ${spec.variants[variant]} ${spec.types[type]![0]}${suffix} ${size}`, brand, type };
}
