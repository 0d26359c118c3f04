import { inferIndustry } from './industry-inference';

describe('industry inference from a shop (business constants)', () => {
  it("takes the shop's own industry first", () => {
    expect(inferIndustry({ industry: 'Health & Beauty', name: "Alice's Bakery", products: [] })).toEqual({
      industry: 'beauty',
      source: 'shop_industry',
    });
    expect(inferIndustry({ industry: 'pet', name: 'x', products: [] })).toEqual({
      industry: 'pet',
      source: 'shop_industry',
    });
  });

  it('then needs at least 2 keyword matches in product types or tags, the most winning', () => {
    const products = [
      { productType: 'Bread', tags: ['organic'] },
      { productType: 'Tea', tags: ['seasonal', 'tea'] },
      { productType: 'Candle', tags: [] },
    ];
    expect(inferIndustry({ name: 'Shop', products })).toEqual({ industry: 'food', source: 'products' });
    expect(inferIndustry({ name: 'Shop', products: [{ productType: 'Candle', tags: [] }] })).toBeNull();
  });

  it("then a keyword of the shop's name or description, else nothing", () => {
    expect(inferIndustry({ name: 'Chen Outdoor Gear', products: [{ productType: 'Candle' }] })).toEqual({
      industry: 'athleisure',
      source: 'shop_name',
    });
    expect(inferIndustry({ name: 'Studio 5', description: 'Hand-thrown pottery', products: [] })).toEqual({
      industry: 'home',
      source: 'shop_name',
    });
    expect(inferIndustry({ name: 'Studio 5', products: [] })).toBeNull();
  });
});
